// The policy's inline scripts are the ones the render marked, and the mark never leaves the server.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newScriptMark, ownInlineScripts } from "#server/web/response-headers";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("ownInlineScripts", () => {
  const mark = newScriptMark();
  const page = [
    `<script nonce="${mark}">boot()</script>`,
    `<script type="application/ld+json">{"@type":"Course"}</script>`,
    `<p>notice<script>stolen()</script></p>`,
    `<script nonce="${mark}" type="module" async="">import "/build/entry.js"</script>`,
    `<script nonce="another-render">old()</script>`,
    `<script nonce="${mark}" src="/build/x.js"></script>`,
  ].join("");

  it("hashes only the inline scripts that carry this render's mark, and removes the mark", () => {
    const { html, hashes } = ownInlineScripts(page, mark);
    expect(hashes.sort()).toEqual([sha256("boot()"), sha256('import "/build/entry.js"')].sort());
    expect(html).not.toContain(mark);
    expect(html).toBe(page.replaceAll(` nonce="${mark}"`, ""));
  });

  it("gives every render a new mark", () => {
    expect(new Set(Array.from({ length: 50 }, newScriptMark)).size).toBe(50);
  });

  it("refuses a page that repeats the mark anywhere but in its own script tags", () => {
    expect(() => ownInlineScripts(`${page}<p>${mark}</p>`, mark)).toThrow(
      /repeats its script mark/,
    );
  });
});
