import { island } from "../Island";
import { AmbassadorForm } from "./ambassador-form.server";

/**
 * The ambassador sign-up, shown below the first screen and in the 'Join Now' modal: it
 * posts from the server's HTML at once, and its live checks load when it is about to be
 * seen, used, or opened (see Island.tsx).
 */
export const DeferredAmbassadorForm = island<{ placement: "modal" | "inline" }>(AmbassadorForm, () =>
  import("../../forms/AmbassadorForm").then((m) => m.AmbassadorForm),
);
