/**
 * Debian's Chromium, and the flags it needs as root on a closed network (see stack notes).
 *
 * The browser tests drive Chromium's headless shell (Debian's `chromium-headless-shell`, the
 * same Blink as the full browser without its desktop shell), as Playwright does by default: it
 * loads a page for about half the processor time. Lighthouse audits in the full browser, the
 * one a visitor has. Decision 0040.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** The full browser, for the Lighthouse audit (`npm run audit`). */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
