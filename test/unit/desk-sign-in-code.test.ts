// The sign-in code as people type it: the separators they put between its digits to keep their
// place are dropped, as spaces always were; anything else is left, so the code is refused.
import { describe, expect, it } from "vitest";
import { codeDigits } from "#server/desk/sign-in/sign-in";

describe("a typed sign-in code", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["123-456", "123456"],
    ["123 - 456", "123456"],
    ["12-34-56", "123456"],
    ["123\u2013456", "123456"],
    ["123\u2014456", "123456"],
    ["123\u2212456", "123456"],
    ["123\u2011456", "123456"],
    ["123.456", "123456"],
    ["123_456", "123456"],
    ["\u00a0123\u00a0456\t", "123456"],
  ])("reads %j as its digits", (typed, digits) => {
    expect(codeDigits(typed)).toBe(digits);
  });

  it.each(["123a456", "123/456", "123,456", "12345", "1234567"])(
    "keeps anything else in %j, so it is not six digits",
    (typed) => {
      expect(codeDigits(typed)).not.toMatch(/^\d{6}$/);
    },
  );
});
