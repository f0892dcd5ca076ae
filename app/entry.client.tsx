// The page's data must be decoded before React starts to hydrate (see
// docs/decisions/0032-data-before-hydration.md). A tap or a key press on a page React is
// hydrating makes React 18 hydrate at once, synchronously, and if the first render then has
// to wait for something, React gives up (error #345) and the page stays without its script.
// RemixBrowser waits on its first render until it has decoded the page's data (the stream
// of single fetch), so that wait happens here, before React listens to any event: a tap
// meanwhile is the browser's own, as it would be without JavaScript.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Settles when RemixBrowser has decoded the page's data. Its first call starts the decoding
 * and throws the promise of it, the way a component tells React to wait (it stops before
 * any hook). Whatever else happens (nothing to wait for, or an error), the page hydrates
 * now and RemixBrowser reports any error in its first render, as it always did.
 */
function pageDataDecoded(): Promise<unknown> {
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
  }
  return Promise.resolve();
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

void pageDataDecoded().then(hydrate, hydrate);
