const serialize = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** A schema.org block. `<` is escaped so no text in the data can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialize(data) }} />;
}

/**
 * A schema.org block only search engines need: `build` runs on the server alone, so the
 * data and the code that builds it (imported through structured-data.server.ts) stay
 * out of the browser bundle. Hydration leaves the server's text in place; a page
 * rendered in the browser after a navigation has an empty block, which nobody reads.
 */
export function ServerJsonLd({ build }: { build: () => unknown }) {
  const json = typeof document === "undefined" ? serialize(build()) : "";
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
