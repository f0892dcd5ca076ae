import { useFetchers, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * Deferred hydration for a part of a page that is not on the first screen.
 *
 * The server renders the real component (`server`, imported through a `*.server.ts`
 * re-export so the browser bundle does not carry it) inside a Suspense boundary. In the
 * browser the boundary keeps the server's HTML, links and plain form posts working, and
 * its code is neither downloaded nor run until the part is about to be seen: it comes
 * within SCREEN_MARGIN of the viewport, the visitor points at it (touch included),
 * focuses or types into it, or it holds an open dialog. Then `load()` fetches the code
 * and React hydrates the part.
 *
 * The router's work loads it too. Every change of the router's state reaches the part,
 * and React holds such a change (a transition) back until the part is hydrated: harmless
 * for the route list the router patches in after hydration, but a navigation, a form
 * post or a revalidation must not wait for a scroll. Mounted by a navigation rather than
 * by hydration, there is no server HTML to keep, and it loads at once.
 *
 * What the visitor types into a form field before the part is hydrated is handed to
 * React once it is (see replay-typing.ts), so a form checks it as it would have.
 */
export function island<P extends object>(server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>) {
  const Server = server as ComponentType<P>;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Fields typed into before the part was live (an island is used once per page).
  const typed = new Set<EventTarget>();
  let live = false;
  const Client = lazy(async () => {
    await released;
    const [Component, { replayTyping }] = await Promise.all([load(), import("./replay-typing")]);
    function Live(props: P) {
      useEffect(() => {
        live = true;
        replayTyping(typed);
      }, []);
      return <Component {...props} />;
    }
    return { default: Live };
  }) as unknown as ComponentType<P>;

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
      // On window, capturing: React stops most events aimed at a part it has not hydrated
      // yet before they reach the part itself.
      const events = ["pointerover", "focusin", "input", "change"];
      const heard = (event: Event) => {
        if (!(event.target instanceof Node && element.contains(event.target))) return;
        release();
        if (!live && (event.type === "input" || event.type === "change")) typed.add(event.target);
      };
      events.forEach((name) => window.addEventListener(name, heard, true));
      return () => {
        observer.disconnect();
        events.forEach((name) => window.removeEventListener(name, heard, true));
      };
    }, []);

    return (
      <div ref={box} className="island">
        <Suspense fallback={null}>{server ? <Server {...props} /> : <Client {...props} />}</Suspense>
      </div>
    );
  }
  return Island;
}

/** How far below (or above) the screen an island starts loading. */
export const SCREEN_MARGIN = "200px 0px";
