// The server's one way of compressing what it sends: gzip and brotli on libuv's thread
// pool (never on the event loop), at quick levels for what is made on request and at the
// best levels for what is made once and stored (pages made in advance, static files).
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Quality = "quick" | "best";
export type Encoding = "br" | "gzip" | "identity";

/** Levels: quick ones cost a few milliseconds of a pool thread; the best ones about 50 to 100. */
export const levels: Record<Quality, { gzip: number; brotli: number }> = {
  quick: { gzip: 6, brotli: 4 },
  best: { gzip: 9, brotli: 11 },
};

/** Below this, compressing saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Text of any kind gains from compression; images other than SVG and fonts (woff2) are compressed
 * already.
 */
export const isCompressible = (contentType: string | null | undefined) =>
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]*\+json)|image\/svg\+xml)/i.test(
    contentType ?? "",
  );

/**
 * Whether a body of this type and length is compressed as it is sent (remix.ts): what a
 * response's `Vary: Accept-Encoding` follows, on a 304 that stands for it as well.
 */
export const compressedAsSent = (contentType: string | null | undefined, length: number) =>
  length >= MIN_COMPRESSED_BYTES && isCompressible(contentType);

/** The best encoding the client accepts (Accept-Encoding, q=0 refuses one) among `available`. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ["br", "gzip"],
): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has("br") && available.includes("br")) return "br";
  if (accepted.has("gzip") && available.includes("gzip")) return "gzip";
  return "identity";
}

/** `body` in one encoding. */
export function compress(
  body: Buffer,
  encoding: Exclude<Encoding, "identity">,
  quality: Quality,
): Promise<Buffer> {
  const level = levels[quality];
  return encoding === "gzip"
    ? gzipAsync(body, { level: level.gzip })
    : brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: level.brotli,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
}

/** `body` in both encodings, for something stored and sent many times. */
export async function compressBoth(
  body: Buffer,
  quality: Quality,
): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzipped, br] = await Promise.all([
    compress(body, "gzip", quality),
    compress(body, "br", quality),
  ]);
  return { gzip: gzipped, br };
}
