// The health check of the Firebase store's indexed queries: one query of each, so that a rule the
// deployed database.rules.json lacks is named to the operator instead of failing a read later.
import { queryString, type RestClient } from "./firebase-rest";

/** One indexed query: the location it reads, its `orderBy`, and the rules' path when not that. */
export interface IndexCheck {
  path: readonly string[];
  field: string;
  /** How the message names the rules' location (`/_leads/aliases/$list`); the path's by default. */
  where?: string;
}

/**
 * Runs each query once, in order. The first refused for a missing index comes back as what to
 * tell the operator; any other failure is thrown.
 */
export async function indexProblem(
  rest: RestClient,
  what: string,
  checks: readonly IndexCheck[],
): Promise<{ reason: string; missingIndex: string } | undefined> {
  const op = rest.operation(what);
  for (const { path, field, where } of checks) {
    try {
      await op.read(rest.url([...path], queryString({ orderBy: field, limitToFirst: 1 })));
    } catch (error) {
      const reason = (error as Error).message;
      if (!/Index not defined/i.test(reason)) throw error;
      return {
        reason,
        missingIndex: `the rules of ${where ?? `/${path.join("/")}`} have no ".indexOn" for "${field}": run npm run firebase -- deploy-rules`,
      };
    }
  }
  return undefined;
}
