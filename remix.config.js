/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Our own HTTP server (server/main.ts) is compiled with the app into build/index.js,
  // so there is one copy of every server module: see docs/decisions/0001-own-http-server.md.
  server: "server/main.ts",
  serverBuildPath: "build/index.js",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  watchPaths: ["shared/**/*", "server/**/*"],
  // Every v3 flag is on: the step to React Router 7 is its codemod (docs/decisions/0008-react-router-7.md).
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
