// A search as staff type it, made into what the store looks up (server/store/desk.ts): a
// phone typed any way people write one ("+91 98765 43210", "098765-43210", "98765"), an
// email address or its start, or words of a name (each must start a word of the name; the
// text may also start the address).
import { nationalNumber } from "#shared/forms/phone";
import type { SearchTerms } from "#server/store/desk";
import { searchEmail, searchWords } from "#server/store/desk-terms";

/** Longest search text taken: a name, an address or a phone fits, with room. */
export const SEARCH_MAX = 100;

const LOOKS_LIKE_PHONE = /^\+?[\d\s().-]+$/;

/**
 * The digits a typed phone (or its start) stands for: no +91, no 91 of twelve digits, no leading 0.
 */
export function phoneDigits(typed: string): string {
  const national = nationalNumber(typed) ?? typed.replace(/\D/g, "");
  return national.replace(/\D/g, "").replace(/^0+/, "");
}

export function searchTermsOf(typed: string): SearchTerms | undefined {
  const text = typed.normalize("NFKC").trim().slice(0, SEARCH_MAX);
  if (text === "") return undefined;
  if (LOOKS_LIKE_PHONE.test(text)) {
    const phone = phoneDigits(text);
    return phone ? { phone } : undefined;
  }
  if (text.includes("@")) return { email: searchEmail(text) };
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  // One word may also be the start of an address ("priya" finds priya.s@...).
  return words.length === 1 && !/\s/.test(text) ? { words, email: searchEmail(text) } : { words };
}
