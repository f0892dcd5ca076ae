// All outside services the server talks to, one handler file each.
import { setupServer } from "msw/node";
import { firebaseRtdbHandlers, rtdb } from "./firebase-rtdb";
import { googleOAuthHandlers } from "./google-oauth";

/**
 * The outside services, with an empty database and the shipped database rules already deployed
 * (as in production after `npm run firebase -- deploy-rules`); a test about deploying them starts
 * from `rtdb.rules = undefined`, a database that never had them. A test file calls it while its
 * tests are collected, before any of them runs, and the files of a worker share their modules:
 * emptied here, the database holds nothing from an earlier file.
 */
export const mockServices = () => {
  rtdb.reset();
  rtdb.deployShippedRules();
  return setupServer(...googleOAuthHandlers, ...firebaseRtdbHandlers);
};

/** Requests to the site under test pass; anything else that is not mocked is an error. */
export const onUnhandledRequest = (request: Request, print: { error: () => void }) => {
  const host = new URL(request.url).hostname;
  if (host === "127.0.0.1" || host === "localhost") return;
  print.error();
};
