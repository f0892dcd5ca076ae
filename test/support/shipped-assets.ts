// Every file under /build a page makes the browser load for its first view: module preloads,
// the inline module script's imports and stylesheets. Code a page imports later (as the
// visitor scrolls or focuses a form) is not part of it.
const PATTERNS = [
  /<link rel="modulepreload" href="(\/build\/[^"]+)"/g,
  /(?:import|from) ?"(\/build\/[^"]+)"/g,
  /import\("(\/build\/[^"]+)"\)/g,
  /<link rel="stylesheet" href="(\/build\/[^"]+)"/g,
];

export function shippedAssets(html: string): string[] {
  return [...new Set(PATTERNS.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1]!)))];
}
