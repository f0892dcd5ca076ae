// Every repository path the documents name exists. Read: README.md, docs/*.md, docs/decisions/*.md.
// A path is a word in a backticked span (or a code block) starting with app/, server/, shared/,
// test/, docs/, public/, scripts/ or .ci/; a link target that is not a URL or a site address
// (relative to its document); or a backticked bare file name (`inbox.ts`; not .js, which npm
// packages end in), which some file of the tree must have. `:12` and `#anchor` suffixes name the
// file; `*`, `**`, `<name>` and each `{a,b}` choice must match a file or folder. Paths under
// .gitignore's folders are built, not kept; namedOnPurpose lists the few named but absent.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const topFolders = ["app", "server", "shared", "test", "docs", "public", "scripts", ".ci"];
const startsAtTop = new RegExp(
  `^(?:\\./)?(?:${topFolders.map((f) => f.replace(".", "\\.")).join("|")})/`,
);

const builtFolders = readFileSync(join(root, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => /^[\w.-]+(\/[\w.-]+)*\/$/.test(line));

type Named = { path: string; line: number };

/** The repository paths one Markdown text names, each with its line, relative to the repository. */
export function namedPaths(markdown: string, documentPath: string): Named[] {
  const found: Named[] = [];
  let inFence = false;
  markdown.split("\n").forEach((text, index) => {
    const line = index + 1;
    if (/^\s*```/.test(text)) {
      inFence = !inFence;
      return;
    }
    const spans = inFence ? [text] : [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");
    for (const span of inFence ? [] : spans)
      if (/^[\w.-]+\.(ts|tsx|cjs|mjs|json|md|css|svg)$/.test(span))
        found.push({ path: `**/${span}`, line });
    for (const span of spans)
      for (const word of span.split(/[\s"'=(]+/)) {
        const path = word.replace(/[,;:.)]+$/, "");
        if (startsAtTop.test(path)) found.push({ path: path.replace(/^\.\//, ""), line });
      }
    if (inFence) return;
    for (const [, target = ""] of text.replaceAll(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g))
      if (!/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(target))
        found.push({ path: normalize(join(dirname(documentPath), target)), line });
  });
  return found;
}

const walk = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) return [path];
    if ([".git", "node_modules"].includes(entry.name) || builtFolders.includes(`${path}/`))
      return [];
    return [`${path}/`, ...walk(path)];
  });
let everyPath: string[] | undefined;

const expandBraces = (path: string): string[] => {
  const braces = /\{([^{}]*)\}/.exec(path);
  if (!braces) return [path];
  return (braces[1] ?? "")
    .split(",")
    .flatMap((choice) =>
      expandBraces(
        path.slice(0, braces.index) + choice + path.slice(braces.index + braces[0].length),
      ),
    );
};

const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/\/$/, "")
      .split(/(\*\*\/?|\*|<[^<>]+>)/)
      .map((part, i) =>
        i % 2 === 0
          ? part.replace(/[.+?^$()[\]\\|]/g, "\\$&")
          : part.startsWith("**")
            ? "(?:.*/)?"
            : "[^/]*",
      )
      .join("")}/?$`,
  );

const isInTree = (path: string): boolean => {
  if (builtFolders.some((folder) => `${path}/`.startsWith(folder))) return true;
  if (existsSync(join(root, path))) return true;
  if ([".ts", ".tsx", ".js"].some((ext) => existsSync(join(root, path + ext)))) return true;
  if (!/[*<]/.test(path)) return false;
  everyPath ??= walk("");
  const pattern = globPattern(path);
  return everyPath.some((p) => pattern.test(p));
};

/** Whether a named path is in the tree: as it is, as a module without its extension, or as a glob. */
export const exists = (named: string): boolean =>
  expandBraces(named.replace(/#.*$/, "").replace(/:\d+(-\d+)?$/, "")).every(isInTree);

/** Paths a document names that are not in the tree, each with the reason its sentence gives. */
const namedOnPurpose = [
  ["docs/decisions/0008-react-router-7.md", "app/routes.ts", "the step to React Router 7 adds it"],
  ["docs/decisions/0008-react-router-7.md", "**/vite.config.ts", "the same step adds it"],
  ["docs/decisions/0008-react-router-7.md", "**/react-router.config.ts", "the same step adds it"],
  ["docs/decisions/0018-one-definition-per-lead-form.md", "shared/forms/checks.ts", "until 0039"],
  ["docs/decisions/0039-budgets-by-what-visitors-feel.md", "shared/forms/checks.ts", "removed"],
];

const documents = [
  "README.md",
  ...["docs", "docs/decisions"].flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `${folder}/${name}`),
  ),
];

describe("paths named in the documents", () => {
  it("finds backticked paths, code-block paths and relative links, but no URLs, addresses or packages", () => {
    const text = [
      "See `server/desk/inbox/page.ts:12`, `npx vitest run test/unit/a.test.ts`, and `@remix-run/node`.",
      "The page /desk/leads, [the site](https://example.com/app/x), [a page](/desk) and [here](#top).",
      "Run [operations](operations.md#when), [a record](decisions/0043-x.md) or [up](../README.md).",
      "A bare `inbox.ts`, but not `ipaddr.js` nor `npm run lint`.",
      "```",
      "node --import tsx server/cli/export.ts",
      "```",
    ].join("\n");
    expect(namedPaths(text, "docs/code.md")).toEqual([
      { path: "server/desk/inbox/page.ts:12", line: 1 },
      { path: "test/unit/a.test.ts", line: 1 },
      { path: "docs/operations.md#when", line: 3 },
      { path: "docs/decisions/0043-x.md", line: 3 },
      { path: "README.md", line: 3 },
      { path: "**/inbox.ts", line: 4 },
      { path: "server/cli/export.ts", line: 6 },
    ]);
  });

  it("checks files, folders, suffixes, modules without extension and globs against the tree", () => {
    expect(
      [
        "server/desk/",
        "server/main.ts:3",
        "docs/operations.md#anchor",
        "server/leads/service",
        "app/routes/desk*.tsx",
        "shared/forms/definitions/*.ts",
        "shared/forms/definitions/<form>.ts",
        "app/**/*.server.ts",
        "server/{leads,privacy}/",
        "app/routes/desk.export[.]csv.ts",
        "public/build/entry.js",
        "**/intake.ts",
      ].filter((path) => !exists(path)),
    ).toEqual([]);
    expect(
      [
        "server/desk/gone.ts",
        "server/gone/",
        "app/routes/gone*.tsx",
        "server/{leads,gone}/",
        "docs/gone.md#anchor",
        "**/gone.ts",
      ].filter((path) => !exists(path)),
    ).toHaveLength(6);
  });

  it.each(documents)("%s names only paths that exist", (document) => {
    const missing = namedPaths(readFileSync(join(root, document), "utf8"), document)
      .filter(({ path }) => !exists(path))
      .filter(({ path }) => !namedOnPurpose.some(([d, p]) => d === document && p === path))
      .map(({ path, line }) => `${document}:${line} names ${path}, which is not in the tree`);
    expect(missing).toEqual([]);
  });

  it.each(namedOnPurpose)("%s still names %s, still absent (%s)", (document, path) => {
    const named = namedPaths(readFileSync(join(root, document), "utf8"), document);
    expect(named.map((n) => n.path)).toContain(path);
    expect(exists(path)).toBe(false);
  });

  it("reads every document", () => {
    expect(documents).toContain("docs/code.md");
    expect(documents.filter((d) => d.startsWith("docs/decisions/")).length).toBeGreaterThan(40);
  });
});
