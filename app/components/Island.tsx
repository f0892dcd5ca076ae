import { useFetchers, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from "react";

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
 *
 * What the visitor types into a form field before the part is hydrated is handed to
 * React once it is (see replayTyping), so a form checks it as it would have.
 */
export function island<P extends object>(server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>) {
  const Server = server as ComponentType<P>;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Client = lazy(async () => {
    await released;
    const Component = await load();
    // Tells its island once React has hydrated (or rendered) the part.
    function Live({ part, onLive }: { part: P; onLive: () => void }) {
      useEffect(onLive, [onLive]);
      return <Component {...part} />;
    }
    return { default: Live };
  });

  function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const mounted = useRef(false);
    const typed = useRef(new Set<EventTarget>());
    const live = useRef(false);
    const onLive = useCallback(() => {
      live.current = true;
      replayTyping(typed.current);
    }, []);
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
      const within = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const wake = (event: Event) => within(event) && release();
      const note = (event: Event) => {
        if (!live.current && within(event)) typed.current.add(event.target!);
      };
      const wakers = ["pointerover", "touchstart", "focusin"];
      wakers.forEach((name) => window.addEventListener(name, wake, { capture: true, passive: true }));
      const quiet = () => {
        observer.disconnect();
        wakers.forEach((name) => window.removeEventListener(name, wake, { capture: true }));
      };
      released.then(quiet);
      window.addEventListener("input", note, true);
      window.addEventListener("change", note, true);
      return () => {
        quiet();
        window.removeEventListener("input", note, true);
        window.removeEventListener("change", note, true);
      };
    }, []);

    return (
      <div ref={box} className="island">
        <Suspense fallback={null}>{server ? <Server {...props} /> : <Client part={props} onLive={onLive} />}</Suspense>
      </div>
    );
  }
  return Island;
}

/**
 * Hands React what was typed into fields before their part was hydrated. Hydration took
 * each field's value as React's last known one, so an input event alone would be no
 * change: the field is emptied through its own setter (which React watches) and its
 * text put back through the element's native setter (which it does not), as a browser
 * does when someone types. Selects only need their change event.
 */
function replayTyping(targets: Set<EventTarget>) {
  for (const field of targets) {
    if (field instanceof HTMLSelectElement && field.isConnected) field.dispatchEvent(new Event("change", { bubbles: true }));
    else if ((field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(field.type))) && field.isConnected) {
      const text = field.value;
      field.value = "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, text);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  targets.clear();
}

/** How far below (or above) the screen an island starts loading. */
export const SCREEN_MARGIN = "200px 0px";
