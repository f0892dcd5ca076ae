// How the desk sees a name and an address when it searches and when it matches a new lead to a
// person (server/store/desk-terms.ts): one address however its letters are typed, the words of a
// name in any script. Part of the mutation run (stryker.config.mjs).
import { describe, expect, it } from "vitest";
import { PREFIX_END, searchEmail, searchName, searchWords } from "#server/store/desk-terms";

describe("an address as the desk compares it", () => {
  it("ignores letter case, the spaces around it and the Unicode form it was typed in", () => {
    expect(searchEmail("  Priya.Sharma@Example.COM ")).toBe("priya.sharma@example.com");
    // Full-width letters and digits, as some phone keyboards type them.
    expect(searchEmail("ＰＲＩＹＡ１@example.com")).toBe("priya1@example.com");
    // "é" as one code point and as "e" with a combining accent are one address.
    expect(searchEmail("ren\u0065\u0301@example.com")).toBe(searchEmail("ren\u00e9@example.com"));
    expect(searchEmail("ren\u0065\u0301@example.com")).toBe("ren\u00e9@example.com");
  });
});

describe("the words of a name", () => {
  it("splits at anything that is not a letter or a digit, in lower case", () => {
    expect(searchWords("Priya  Sharma-Iyer")).toEqual(["priya", "sharma", "iyer"]);
    expect(searchWords(" O'Brien, Anu. ")).toEqual(["o", "brien", "anu"]);
    expect(searchWords("Ravi 2nd")).toEqual(["ravi", "2nd"]);
    expect(searchWords("")).toEqual([]);
    expect(searchWords(" - ")).toEqual([]);
  });

  it("keeps letters of every script and composes them first", () => {
    expect(searchWords("प्रिया शर्मा")).toEqual(["प्रिया", "शर्मा"]);
    expect(searchWords("ÉLODIE Ｍａｒｔｉｎ")).toEqual(["élodie", "martin"]);
    expect(searchWords("Ele\u0301na")).toEqual(["el\u00e9na"]);
  });

  it("gives the name as one string of its words, for a search by its start", () => {
    expect(searchName("  Priya  Sharma-Iyer ")).toBe("priya sharma iyer");
    expect(searchName("Anu")).toBe("anu");
  });

  it("ends a prefix range after every string that starts with the prefix", () => {
    expect("priya sharma" < `priya${PREFIX_END}`).toBe(true);
    expect("priyanka" < `priya${PREFIX_END}`).toBe(true);
    expect("priz" < `priya${PREFIX_END}`).toBe(false);
  });
});
