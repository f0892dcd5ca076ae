// What a visitor needs to see of a control stands out from what is around it by 3:1 at least
// (WCAG 1.4.11, non-text contrast), read from the style sheets themselves: the course pages'
// rating stars in each state, the edge of a form field, and the keyboard's focus ring on every
// surface a control sits on.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const sheet = (name: string) =>
  readFileSync(new URL(`../../app/styles/${name}`, import.meta.url), "utf8");
const css = sheet("app.css");

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "");

/** The declarations of the first rule of `text` (app.css unless given) whose selector list has `selector` in it. */
function declarations(selector: string, text = css): Record<string, string> {
  const rule = [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((match) =>
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

/** The colour in a declaration such as `1.5px solid var(--control-border)`. */
const colourIn = (value: string) => colour(/(#[0-9a-f]{3,6}|var\(--[\w-]+\))/i.exec(value)![1]!);

describe("the edge of a form field", () => {
  it.each([
    ["a field of the site's forms", ".field input", "app.css"],
    ["a field of the desk's inbox filters", ".inbox-filters input", "desk-leads.css"],
    ["the desk's list actions", ".desk-list__actions select", "desk.css"],
  ])("%s stands out from the white inside it by 3:1 at least", (_field, selector, file) => {
    const field = declarations(selector, sheet(file));
    // A select with no background of its own is the browser's white.
    expect(colour(field.background ?? "#fff")).toBe("#ffffff");
    expect(contrast(colourIn(field.border!), "#ffffff")).toBeGreaterThanOrEqual(3);
  });
});

describe("the keyboard's focus ring", () => {
  /** The ring's colours: its outline's and its shadow's (none: the ring has one colour). */
  const ringColours = (selector: string) => {
    const ring = declarations(selector);
    return [ring.outline, ring["box-shadow"]].filter((value) => value !== undefined).map(colourIn);
  };
  const rings = () => ringColours(":focus-visible");

  /** Each surface a focusable control sits on, by the rule that paints it. */
  const surfaces = [
    ["the page", "body", "app.css"],
    ["a tinted section", ".section--tint", "app.css"],
    ["the footer", ".site-footer", "app.css"],
    ["a form's card", ".form-card", "app.css"],
    ["the course finder", ".finder", "app.css"],
    ["the desk's page", ".desk", "desk.css"],
    ["the desk's header", ".desk-header", "desk.css"],
    ["a desk notice", ".desk-notice", "desk.css"],
    ["the offer of a passkey", ".desk-offer", "desk.css"],
    ["a new lead's row", ".inbox-row--new", "desk-leads.css"],
  ] as const;

  it.each(surfaces)(
    "stands out on %s by 3:1 at least, in one of its two colours",
    (_s, selector, file) => {
      const surface = colour(declarations(selector, sheet(file)).background!);
      expect(Math.max(...rings().map((each) => contrast(each, surface)))).toBeGreaterThanOrEqual(3);
    },
  );

  it("is drawn the same way on the rating stars, whose own rule replaces it", () => {
    expect(ringColours(".rating__stars input:focus-visible + label")).toEqual(rings());
  });
});
