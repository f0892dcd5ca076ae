// The HTTP layer around Remix: static files, compression, the client address for
// rate limits, the body-size limit before any action runs, and base security headers.
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { tooLarge } from "../../shared/forms";
import { getConfig } from "../config";
import { canonicalPaths } from "./canonical";
import { refuseCrossSitePosts } from "./cross-site";
import { BODY_LIMIT_BYTES } from "./request-guards";
import { baseSecurityHeaders } from "./security-headers";

declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp: string | undefined;
  }
}

export function createApp(build: ServerBuild, publicDir = "public") {
  const config = getConfig();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(compression());
  app.use((_req, res, next) => {
    res.set(baseSecurityHeaders);
    next();
  });
  app.use((req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > BODY_LIMIT_BYTES) {
      res.status(413).set("Connection", "close");
      if (req.path.startsWith("/api/")) res.json({ title: tooLarge.title, message: tooLarge.text });
      else res.type("text/plain").send(tooLarge.text);
      return;
    }
    next();
  });
  app.use("/build", express.static(`${publicDir}/build`, { immutable: true, maxAge: "1y" }));
  app.use(express.static(publicDir, { maxAge: "1h", index: false, redirect: false }));
  app.use(canonicalPaths);
  app.use(refuseCrossSitePosts);
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (req) => ({ clientIp: req.ip }),
    }),
  );
  return app;
}
