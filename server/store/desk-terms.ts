// How the desk's search sees a lead and a query, in one place for both adapters: the words of
// a name (lower case, Unicode-composed: each run of letters, marks such as a Devanagari vowel
// sign, and digits), an email address in lower case, and a phone as its digits.

/** The words of a name or a query, lower case: 'Priya  Sharma-Iyer' gives priya, sharma, iyer. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** An email address as the search compares it. */
export const searchEmail = (email: string) => email.normalize("NFKC").trim().toLowerCase();

/** The name as one string of words, for a search by its start (Firebase). */
export const searchName = (name: string) => searchWords(name).join(" ");

/** The first character after every string that starts with a prefix: the end of a prefix range. */
export const PREFIX_END = "\uf8ff";
