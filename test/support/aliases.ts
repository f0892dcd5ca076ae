// The import aliases of tsconfig.json's `paths`, for vitest (Remix's compiler, tsx and tsc read
// tsconfig.json themselves): ~/ is app/, #server/ and #shared/ their folders.
const root = new URL("../..", import.meta.url).pathname;

export const aliases = [
  { find: /^~\//, replacement: `${root}app/` },
  { find: /^#server\//, replacement: `${root}server/` },
  { find: /^#shared\//, replacement: `${root}shared/` },
];
