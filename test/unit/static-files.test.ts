// The build's scripts and styles are compressed once, at build time, and the server sends
// those copies: a first request never waits for brotli's best level. A file is served as it is
// on disk now: one added or changed while the server runs is found at once, and an address
// that is no file (nothing there, or a path under a file) goes on to the next handler.
import express from "express";
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressBuiltFiles, staticFiles } from "#server/http/static-files";

const style = `${".card { color: #1f2a6b; }\n".repeat(100)}`;

function folderWith(files: Record<string, string | Buffer>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "static-files-"));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(folder, name), body);
  return folder;
}

describe("compressBuiltFiles", () => {
  it("writes best-level gzip and brotli copies beside each text file worth compressing", async () => {
    const folder = folderWith({
      "app.css": style,
      "tiny.js": "export {};",
      "font.woff2": Buffer.alloc(4096, 7),
    });
    expect(await compressBuiltFiles(folder)).toBe(1);
    const copy = (name: string) => readFileSync(path.join(folder, name));
    expect(brotliDecompressSync(copy("app.css.br")).toString()).toBe(style);
    expect(gunzipSync(copy("app.css.gz")).toString()).toBe(style);
    expect(() => copy("tiny.js.br")).toThrow(/ENOENT/);
    expect(() => copy("font.woff2.br")).toThrow(/ENOENT/);
  });
});

describe("staticFiles", () => {
  let folder: string;
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    folder = folderWith({ "app.css": style, "old.css": style });
    // The copies a build wrote: told apart from anything compressed on request by their
    // content, which is another text's.
    writeFileSync(path.join(folder, "app.css.br"), brotliCompressSync("made at build"));
    writeFileSync(path.join(folder, "app.css.gz"), gzipSync("made at build"));
    // Copies older than their file are from an earlier build of it.
    writeFileSync(path.join(folder, "old.css.br"), brotliCompressSync("made at build"));
    writeFileSync(path.join(folder, "old.css.gz"), gzipSync("made at build"));
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(folder, "old.css.br"), past, past);
    utimesSync(path.join(folder, "old.css.gz"), past, past);
    const server = express().use(staticFiles(folder, "asset")).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const sent = async (name: string, encoding: "br" | "gzip") => {
    const response = await fetch(`${url}/${name}`, { headers: { "accept-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    return response.text(); // fetch undoes the compression
  };

  it.each(["br", "gzip"] as const)(
    "sends the %s copy compressed at build time",
    async (encoding) => {
      expect(await sent("app.css", encoding)).toBe("made at build");
    },
  );

  it.each(["br", "gzip"] as const)(
    "compresses a file itself in %s when its copies are older than it",
    async (encoding) => {
      expect(await sent("old.css", encoding)).toBe(style);
    },
  );

  it.each(["app.css.br", "app.css.gz"])(
    "does not serve the copy %s at its own address",
    async (name) => {
      expect((await fetch(`${url}/${name}`)).status).toBe(404);
    },
  );
});

describe("staticFiles, as the files are on disk now", () => {
  let folder: string;
  let url: string;
  let close: () => void;
  let files: ReturnType<typeof staticFiles>;
  beforeAll(async () => {
    folder = folderWith({ "kept.txt": "kept" });
    files = staticFiles(folder, "static");
    const app = express()
      .use(files)
      .use((_req, res) => void res.status(404).send("no file"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = async (name: string) => {
    const response = await fetch(`${url}/${name}`);
    return `${response.status} ${await response.text()}`;
  };

  it("serves a file added, then changed, while it runs; peek has it only once it is read as it is", async () => {
    expect(await get("added.txt")).toBe("404 no file");
    writeFileSync(path.join(folder, "added.txt"), "first");
    expect(await get("added.txt")).toBe("200 first");
    expect(files.peek("/added.txt")?.identity.toString()).toBe("first");

    writeFileSync(path.join(folder, "added.txt"), "second, longer");
    expect(files.peek("/added.txt")).toBeUndefined();
    expect(await get("added.txt")).toBe("200 second, longer");
    expect(files.peek("/added.txt")?.identity.toString()).toBe("second, longer");
  });

  it("passes on an address under a file, a folder, and a hidden or climbing name", async () => {
    for (const name of ["kept.txt/under", ".", "%2e%2e/etc/passwd", ".hidden"])
      expect(await get(name)).toBe("404 no file");
    expect(files.peek("/kept.txt/under")).toBeUndefined();
    expect(await get("kept.txt")).toBe("200 kept");
  });
});
