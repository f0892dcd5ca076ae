/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// React 18's web-streams server renderer (app/entry.server.tsx); its types are those of
// react-dom/server.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
