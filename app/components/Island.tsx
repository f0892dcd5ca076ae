import { useFetchers, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * Deferred hydration for a part of a page that is not on the first screen.
 *
 * The server renders the real component (`server`, imported through a `*.server.ts`
 * re-export so the browser bundle does not carry it) inside a Suspense boundary. In the
 * browser the boundary keeps the server's HTML, links and plain form posts working, and
 * its code is neither downloaded nor run until the part is about to be seen: it comes
 * within SCREEN_MARGIN of the viewport, the visitor points at, touches or focuses it, or
 * it holds an open dialog. Then `load()` fetches the code and React hydrates the part.
 *
 * The router's work loads it too. Every change of the router's state reaches the part,
 * and React holds such a change (a transition) back until the part is hydrated: harmless
 * for the route list the router patches in after hydration, but a navigation, a form
 * post or a revalidation must not wait for a scroll. Mounted by a navigation rather than
 * by hydration, there is no server HTML to keep, and it loads at once.
 */
export function island<P extends object>(server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Client = lazy(async () => {
    await released;
    return { default: await load() };
  });
  const Part = (server ?? Client) as ComponentType<P>;

  function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const mounted = useRef(false);
    // A revalidation follows a post, and so a navigation or a fetcher that is busy already.
    const navigation = useNavigation();
    const fetchers = useFetchers();
    const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
    // The page's scripts had run before this mount: a navigation put it here, not hydration.
    const navigatedTo = !mounted.current && typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
    if (busy || navigatedTo) release();

    useEffect(() => {
      mounted.current = true;
      const element = box.current;
      if (!element || typeof IntersectionObserver === "undefined" || element.querySelector("dialog[open]")) return release();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
        rootMargin: SCREEN_MARGIN,
      });
      for (const child of element.children) observer.observe(child);
      const events = ["pointerover", "touchstart", "focusin"];
      const stop = () => {
        observer.disconnect();
        events.forEach((name) => element.removeEventListener(name, release));
      };
      events.forEach((name) => element.addEventListener(name, release, { passive: true }));
      released.then(stop);
      return stop;
    }, []);

    return (
      <div ref={box} className="island">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return Island;
}

/** How far below (or above) the screen an island starts loading. */
export const SCREEN_MARGIN = "200px 0px";
