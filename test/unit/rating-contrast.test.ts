// The course pages' rating stars are controls: every state of a star must stand out from the
// page by 3:1 at least (WCAG 1.4.11, non-text contrast), read from the style sheet itself.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8");

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "");

/** The declarations of the first rule whose selector list has `selector` in it. */
function declarations(selector: string): Record<string, string> {
  const rule = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((match) =>
    withoutComments(match[1]!)
      .split(",")
      .map((one) => one.trim())
      .includes(selector),
  );
  if (!rule) throw new Error(`no rule for ${selector}`);
  const body = withoutComments(rule[2]!);
  return Object.fromEntries(
    body
      .split(";")
      .map((part) => part.split(":").map((side) => side.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!, value!]),
  );
}

/** A colour as written in the style sheet: #rgb, #rrggbb or var(--name) of :root. */
function colour(value: string): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(value);
  const resolved = variable ? declarations(":root")[variable[1]!] : value;
  if (resolved === undefined) throw new Error(`${value} is not defined`);
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(resolved);
  const hex = short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
    : resolved;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${value} is not a colour this test reads`);
  return hex.toLowerCase();
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("the rating stars of a course page", () => {
  const page = colour(declarations("body").background!);
  const unchosen = colour(declarations(".rating__stars label").color!);
  const chosen = colour(declarations(".rating__stars input:checked ~ label").color!);

  it("reads the ratio as WCAG defines it", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#b9bacb", "#ffffff")).toBeCloseTo(1.92, 2);
  });

  it.each([
    ["a star not chosen", () => unchosen],
    ["a chosen star (and those before it, and a hovered one)", () => chosen],
  ])("%s stands out from the page by 3:1 at least", (_state, star) => {
    expect(page).toBe("#ffffff");
    expect(contrast(star(), page)).toBeGreaterThanOrEqual(3);
  });
});
