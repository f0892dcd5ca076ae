// A comment in product code says what its module or function promises, in a few lines; the
// reasoning lives in the decision records (decision 0020). This counts the comment blocks of 10
// lines or more (a run of `//` lines, or one `/* */` block) and allows three at most.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const LONG = 10;
const ALLOWED = 3;

const root = new URL("../..", import.meta.url).pathname;
const code = /\.(?:ts|tsx|js|cjs|mjs|css)$/;
/** Content data, not code: course texts and page copy. */
const notProduct = new Set(["shared/catalogue", "shared/content"]);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (notProduct.has(file)) return [];
    if (statSync(path.join(root, file)).isDirectory()) return filesUnder(file);
    return code.test(name) ? [file] : [];
  });
}

/** The product code: app/, server/, shared/ and the configuration files at the root. */
function productFiles(): string[] {
  const atRoot = readdirSync(root).filter(
    (name) => code.test(name) && statSync(path.join(root, name)).isFile(),
  );
  return [...atRoot, ...filesUnder("app"), ...filesUnder("server"), ...filesUnder("shared")];
}

interface Comment {
  from: number;
  to: number;
  /** A `//` comment with nothing but blanks (or a JSX `{`) before it on its line. */
  ownLine: boolean;
}

/** The kinds of node whose text may hold `//` or `/*` without being a comment. */
const opaque = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * Every comment of a script: its text read past what TypeScript's parser calls strings, template
 * parts, regular expressions and JSX text, so a glob in a string or a `//` in a page's text is none.
 */
function scriptComments(file: string, text: string): Comment[] {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const skip = new Map<number, number>();
  const visit = (node: ts.Node) => {
    if (opaque.has(node.kind))
      skip.set(node.kind === ts.SyntaxKind.JsxText ? node.pos : node.getStart(source), node.end);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const comments: Comment[] = [];
  for (let at = 0; at < text.length; at++) {
    const end = skip.get(at);
    if (end !== undefined) {
      at = end - 1;
      continue;
    }
    if (text[at] !== "/" || (text[at + 1] !== "/" && text[at + 1] !== "*")) continue;
    const single = text[at + 1] === "/";
    const close = single ? text.indexOf("\n", at) : text.indexOf("*/", at + 2);
    const stop = close < 0 ? text.length : single ? close : close + 2;
    const before = text.slice(text.lastIndexOf("\n", at - 1) + 1, at).trim();
    comments.push({
      from: line(at),
      to: line(stop - 1),
      ownLine: single && (before === "" || before === "{"),
    });
    at = stop - 1;
  }
  return comments;
}

/** A stylesheet's comments. */
function styleComments(text: string): Comment[] {
  const line = (pos: number) => text.slice(0, pos).split("\n").length;
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    from: line(match.index),
    to: line(match.index + match[0].length),
    ownLine: false,
  }));
}

/** The comment blocks of a file as line ranges: a run of `//` lines is one block. */
function commentBlocks(file: string, text: string): { from: number; to: number }[] {
  const comments = file.endsWith(".css") ? styleComments(text) : scriptComments(file, text);
  const blocks: { from: number; to: number }[] = [];
  let run: { from: number; to: number; open: boolean } | undefined;
  for (const comment of comments) {
    if (run?.open && comment.ownLine && comment.from === run.to + 1) {
      run.to = comment.to;
      continue;
    }
    if (run) blocks.push({ from: run.from, to: run.to });
    run = { from: comment.from, to: comment.to, open: comment.ownLine };
  }
  if (run) blocks.push({ from: run.from, to: run.to });
  return blocks;
}

/**
 * A cheap look that never misses a block of LONG lines but may take a string for one (a glob such
 * as "app/**" followed by a "/*" much later): only the files it flags are parsed.
 */
function mayHoldLongBlock(text: string): boolean {
  let run = 0;
  for (const line of text.split("\n")) {
    run = /^\s*\{?\s*\/\//.test(line) ? run + 1 : 0;
    if (run >= LONG) return true;
  }
  for (let at = text.indexOf("/*"); at >= 0; at = text.indexOf("/*", at + 2)) {
    const end = text.indexOf("*/", at + 2);
    if (text.slice(at, end < 0 ? text.length : end).split("\n").length >= LONG) return true;
  }
  return false;
}

const lines = (count: number, line: (n: number) => string) =>
  Array.from({ length: count }, (_, n) => line(n)).join("\n");

describe("comment blocks", () => {
  it("counts a run of // lines, and a /* */ block, by its lines", () => {
    const text = [
      lines(10, (n) => `// line ${n}`),
      "const a = 1; // after code",
      lines(3, (n) => `  // indented ${n}`),
      "/**",
      lines(8, (n) => ` * line ${n}`),
      " */",
      "export const b = 2;",
    ].join("\n");
    expect(mayHoldLongBlock(text)).toBe(true);
    expect(mayHoldLongBlock(lines(9, (n) => `// line ${n}`))).toBe(false);
    expect(mayHoldLongBlock(`/*\n${lines(8, (n) => `line ${n}`)}\n*/`)).toBe(true);
    expect(commentBlocks("sample.ts", text)).toEqual([
      { from: 1, to: 10 },
      { from: 11, to: 11 },
      { from: 12, to: 14 },
      { from: 15, to: 24 },
    ]);
  });

  it("finds none in strings, templates, regular expressions and JSX text", () => {
    const text = [
      'const glob = "app/**/*.ts";',
      "const template = `/* ${glob} */`;",
      "const pattern = /\\/\\*/;",
      "export const Page = () => <p>Don't /* this */ // or this</p>;",
    ].join("\n");
    expect(commentBlocks("sample.tsx", text)).toEqual([]);
  });

  it("counts JSX comments and stylesheet comments", () => {
    const jsx = ["export const Page = () => (", "  <p>", "    {/* a", "    b */}", "  </p>", ");"];
    expect(commentBlocks("sample.tsx", jsx.join("\n"))).toEqual([{ from: 3, to: 4 }]);
    expect(commentBlocks("sample.css", "a {}\n/* one\n two */\nb {}")).toEqual([
      { from: 2, to: 3 },
    ]);
  });

  it(`of ${LONG} lines or more number at most ${ALLOWED} in product code`, () => {
    const texts = productFiles().map((file) => ({
      file,
      text: readFileSync(path.join(root, file), "utf8"),
    }));
    const long = texts
      .filter(({ text }) => mayHoldLongBlock(text))
      .flatMap(({ file, text }) =>
        commentBlocks(file, text)
          .filter((block) => block.to - block.from + 1 >= LONG)
          .map((block) => `${file}:${block.from}-${block.to} (${block.to - block.from + 1} lines)`),
      );
    expect(
      long.length,
      `comment blocks of ${LONG}+ lines:\n${long.join("\n")}`,
    ).toBeLessThanOrEqual(ALLOWED);
  });
});
