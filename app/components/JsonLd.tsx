const serialize = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** A schema.org block. `<` is escaped so no text in the data can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialize(data) }} />
  );
}
