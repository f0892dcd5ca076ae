// Single fetch (remix.config.js future.v3_singleFetch): loaders and actions return data,
// and their types are inferred as such.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
