/**
 * A request target (`req.originalUrl`) split into its path and its query, the query with
 * its "?" ("" when there is none), so that path + query is the target again.
 */
export function splitTarget(target: string): { path: string; query: string } {
  const queryStart = target.indexOf("?");
  return queryStart < 0
    ? { path: target, query: "" }
    : { path: target.slice(0, queryStart), query: target.slice(queryStart) };
}
