import { PRELOADER_SEEN } from "~/lib/root-data";
import { useBeforePaint } from "~/lib/use-before-paint";

/**
 * Shown for three seconds on the home page, by CSS alone, on a visitor's first view of home in a
 * browser session: never again in that session, never for an address that names a section
 * (/#registration), never on the page a form's post returns (HomePage).
 */
export function Preloader() {
  // Mounted by a navigation inside the site (the boot script only sees documents): the same
  // rule, decided before this frame paints.
  useBeforePaint(() => {
    const html = document.documentElement;
    if (html.dataset.hydrated !== "true") return;
    let seen = false;
    try {
      seen = sessionStorage.getItem(PRELOADER_SEEN) === "1";
      sessionStorage.setItem(PRELOADER_SEEN, "1");
    } catch {
      // Storage refused (a privacy mode): the preloader plays as on a first view.
    }
    if (seen || location.hash.length > 1) html.classList.add(PRELOADER_SEEN);
  }, []);
  return (
    <div className="preloader" aria-hidden="true" data-testid="preloader">
      <img src="/images/logo.svg" alt="" width={180} height={40} />
      <span className="preloader__bar" />
    </div>
  );
}
