// The request forms HTTP/1.1 allows besides a path (RFC 9112, section 3.2): an absolute
// URL (`GET http://host/Contact`), which a server must accept and serve as its path with
// the URL's host as Host, and `OPTIONS *`, a question about the server itself. Anything
// else that is not a path is a plain 400. Runs first, so every later step sees a path.
import type { RequestHandler } from "express";
import { cacheControl } from "../web/response-headers";

const ABSOLUTE = /^https?:\/\/([^/?#]*)([^#]*)$/i;
export const SERVER_METHODS = "GET, HEAD, POST, OPTIONS";

export const requestTargets: RequestHandler = (req, res, next) => {
  const target = req.url;
  if (target.startsWith("/")) return next();
  res.set("Cache-Control", cacheControl.private);
  if (target === "*") {
    if (req.method === "OPTIONS") res.status(204).set("Allow", SERVER_METHODS).end();
    else res.status(400).type("text/plain").send("Bad Request: * is a target for OPTIONS only.");
    return;
  }
  const absolute = ABSOLUTE.exec(target);
  if (!absolute) {
    res
      .status(400)
      .type("text/plain")
      .send("Bad Request: the request target is not a path of this site.");
    return;
  }
  const [, authority = "", rest = ""] = absolute;
  req.headers.host = authority;
  req.url = req.originalUrl = rest === "" ? "/" : rest.startsWith("?") ? `/${rest}` : rest;
  next();
};
