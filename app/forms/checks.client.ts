// The live checks of every form (the shared valibot schemas) are code for typing and
// submitting, not for showing a form: they are imported when a visitor first turns to a
// form or submits one, so no page's first view carries them. Nothing waits on them to
// render, and nothing is lost meanwhile: LeadForm checks what was typed once they arrive,
// and a submit waits for them. Should they never arrive (offline, or a new release
// replaced the file), posts go out unchecked and the server checks them as always.
// A `.client` module: browser code only (forms call it from events, never while rendering),
// so the server's bundle never contains the dynamic import, which would make the bundler
// wrap the server's own static use of the schemas in a lazy start.
import type * as LiveChecks from "./live-checks";

type Checks = typeof LiveChecks;

let checks: Checks | undefined;
let loading: Promise<Checks> | undefined;
let unavailable = false;

export const loadedChecks = () => checks;
export const checksUnavailable = () => unavailable;

export function loadChecks(): Promise<Checks> {
  loading ??= import("./live-checks").then(
    (module) => (checks = module),
    (error: unknown) => {
      unavailable = true;
      throw error;
    },
  );
  return loading;
}
