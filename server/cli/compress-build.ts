// `npm run build` runs this after `remix build`: the best-level gzip and brotli copies of the
// build's scripts and styles, written beside them, so no visitor's request waits while the
// server makes them (server/http/static-files.ts).
import { compressBuiltFiles } from "../http/static-files";
import { print } from "./command";

const root = "public/build";
const started = Date.now();
const written = await compressBuiltFiles(root);
print(`Compressed ${written} files in ${root} in ${Date.now() - started} ms`);
