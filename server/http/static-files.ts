// The files of public/ (the build's scripts and styles, images), read once and
// stored in memory with their compressed copies at the best levels (server/web/compression.ts), then
// served like a cached page: a strong ETag, 304s, the encoding the client reads. They
// are few and small (about 1.5 MB in all); a file is read again when it changes on disk.
// `npm run build` writes the build's compressed copies beside its files
// (compressBuiltFiles): made on a first request instead, brotli's best level kept that
// request waiting (about 0.8 s for the framework's script), once per file and per process.
import type { RequestHandler } from "express";
import express from "express";
import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { cacheControl } from "../web/response-headers";
import { compressBoth, isCompressible, MIN_COMPRESSED_BYTES } from "../web/compression";
import { sendPage, type CachedPage } from "./page-cache";

/** The copies `compressBuiltFiles` writes: sent for their file, not at their own address. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** Far more than public/ contains: a bound all the same. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** The files under `root` as a request handler, with `peek` for the hit path (hit-path.ts). */
export type StaticFiles = RequestHandler & {
  /**
   * The file at `relative` (the request's path under `root`) when it is stored and unchanged on
   * disk; undefined when it is no file, or not stored yet (the handler reads it).
   */
  peek(relative: string): CachedPage | undefined;
};

/** Serves the files under `root`; `kind` says how long a cache may keep them. */
export function staticFiles(root: string, kind: "asset" | "static"): StaticFiles {
  const base = path.resolve(root);
  const files = new LRUCache<string, CachedPage, { file: string }>({
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: (file) =>
      file.identity.length + (file.gzip?.length ?? 0) + (file.br?.length ?? 0) + 512,
    fetchMethod: async (_key, _stale, { context }) => {
      const body = await readFile(context.file);
      const type = express.static.mime.lookup(context.file);
      const contentType = /^(?:text\/|application\/(?:javascript|json|manifest\+json))/.test(type)
        ? `${type}; charset=utf-8`
        : type;
      const compressed =
        isCompressible(type) && body.length >= MIN_COMPRESSED_BYTES
          ? ((await copiesMadeAtBuild(context.file)) ?? (await compressBoth(body, "best")))
          : {};
      return {
        status: 200,
        headers: { "content-type": contentType, "cache-control": cacheControl[kind] },
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`,
        identity: body,
        ...compressed,
        expiresAt: Number.POSITIVE_INFINITY,
        quality: "best",
      };
    },
  });

  /** The file a request's path names, or undefined when it may name none. */
  function fileOf(relativePath: string): string | undefined {
    let relative: string;
    try {
      relative = decodeURIComponent(relativePath);
    } catch {
      return undefined;
    }
    // Only plain names under the root: no "..", no hidden files, no NUL, no compressed copy.
    if (
      relative.includes("\0") ||
      relative.split("/").some((part) => part === ".." || part.startsWith(".")) ||
      COMPRESSED_COPY.test(relative)
    )
      return undefined;
    const file = path.join(base, relative);
    return file.startsWith(`${base}${path.sep}`) ? file : undefined;
  }

  /**
   * The key of the file as it is on disk now (another size or time is another file), if one. A
   * stat of a local file, waited for: the promise's cost more of the event loop (decision 0038).
   */
  function keyOf(file: string): string | undefined {
    try {
      const found = statSync(file, { throwIfNoEntry: false });
      return found?.isFile() ? `${file}\n${found.size}\n${found.mtimeMs}` : undefined;
    } catch {
      // Not a folder on the way (a path under a file), or not readable: no file here either.
      return undefined;
    }
  }

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileOf(req.path);
    // Another size or time on disk is another file: it is read again.
    const key = file && keyOf(file);
    if (!key) return next();
    void files
      .fetch(key, { context: { file } })
      .then((page) => (page ? sendPage(req, res, page) : next()))
      .catch(() => next());
  };
  return Object.assign(handler, {
    peek(relative: string) {
      const file = fileOf(relative);
      const key = file && keyOf(file);
      return key ? files.get(key) : undefined;
    },
  });
}

/** The copies `compressBuiltFiles` wrote beside `file`, unless one is missing or older than it. */
async function copiesMadeAtBuild(file: string): Promise<{ gzip: Buffer; br: Buffer } | undefined> {
  try {
    const [original, gzipped, br] = await Promise.all(
      [file, `${file}.gz`, `${file}.br`].map((name) => stat(name)),
    );
    if (gzipped!.mtimeMs < original!.mtimeMs || br!.mtimeMs < original!.mtimeMs) return undefined;
    const [gzipBody, brBody] = await Promise.all([readFile(`${file}.gz`), readFile(`${file}.br`)]);
    return { gzip: gzipBody, br: brBody };
  } catch {
    return undefined;
  }
}

/** Writes the best-level gzip and brotli copies of every file under `root` worth compressing. */
export async function compressBuiltFiles(root: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || COMPRESSED_COPY.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (!isCompressible(express.static.mime.lookup(file)) || body.length < MIN_COMPRESSED_BYTES)
      continue;
    const { gzip, br } = await compressBoth(body, "best");
    await Promise.all([writeFile(`${file}.gz`, gzip), writeFile(`${file}.br`, br)]);
    written += 1;
  }
  return written;
}
