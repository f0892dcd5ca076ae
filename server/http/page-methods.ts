// The methods a page takes: GET and HEAD, and POST where the page has a form (its route has an
// action). Remix runs a route's action for PUT, PATCH and DELETE as well, so a DELETE to
// /Contact would store a lead; and the fetch Request that Remix is given cannot carry TRACE at
// all (a 500). Every other method is answered here with 405 and the Allow header that a 405 must
// carry; OPTIONS gets 204 with the same header. The REST gateway answers its own methods, but
// TRACE and its kind are served by no address: 501 everywhere.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type { RequestHandler } from "express";
import { cacheControl } from "../web/response-headers";

type RouteNode = Parameters<typeof matchRoutes>[0][number];

/** The build's routes as the router nests them (the build lists them flat, by parent). */
function routeTree(build: ServerBuild, parentId?: string): RouteNode[] {
  return Object.values(build.assets.routes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(build, id) },
    );
}

/** Methods no address of this site serves, which the fetch Request cannot even carry. */
const UNSERVED = new Set(["TRACE", "TRACK", "CONNECT"]);

/** `Allow` of a page's address: "GET, HEAD", with ", POST" when the page matched has an action. */
export function pageMethods(build: ServerBuild) {
  const tree = routeTree(build);
  const allowOn = (path: string): string => {
    const leaf = matchRoutes(tree, path)?.at(-1)?.route.id;
    return leaf && build.assets.routes[leaf]?.hasAction ? "GET, HEAD, POST" : "GET, HEAD";
  };

  /** Refuses, before Remix, every method a page does not take. */
  const refuseOtherMethods: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    if (UNSERVED.has(req.method))
      return void res
        .status(501)
        .type("text/plain")
        .set("Cache-Control", cacheControl.private)
        .send("Not Implemented: no address here takes that method.");
    if (req.path.startsWith("/api/")) return next();
    const allow = allowOn(req.path);
    res.set({ Allow: allow, "Cache-Control": cacheControl.private });
    if (req.method === "OPTIONS") return void res.status(204).end();
    res.status(405).type("text/plain").send(`Method Not Allowed: this page takes ${allow}.`);
  };

  return { allowOn, refuseOtherMethods };
}
