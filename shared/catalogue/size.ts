// How many departments and courses the catalogue has, for the texts that say so. The
// numbers come from the catalogue (shown through loaders, decision 0004), never typed.

export interface CatalogueSize {
  departments: number;
  courses: number;
}

/** The size of a catalogue from its course count per department. */
export const catalogueSizeOf = (courseCounts: Record<string, number>): CatalogueSize => ({
  departments: Object.keys(courseCounts).length,
  courses: Object.values(courseCounts).reduce((sum, count) => sum + count, 0),
});

const WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A small number as a word ("six"), a larger one in figures, as prose writes them. */
export const inWords = (n: number) => WORDS[n] ?? String(n);

/** The same, starting a sentence ("Six"). */
export const inWordsCapitalised = (n: number) => {
  const word = inWords(n);
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
};
