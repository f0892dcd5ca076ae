// The spec's validation rules (section 5) and messages, written out here as an oracle of
// their own: fast-check arbitraries of values each rule accepts and refuses, with the
// message the spec gives. Nothing here comes from the code under test.
import fc from "fast-check";

/** The field messages: the spec's, and the two recorded where it is silent (docs/decisions/0005, 0016). The one home of these texts in the tests. */
export const MESSAGES = {
  required: "This field is required.",
  name: "Name can only contain alphabets and spaces.",
  phone: "Invalid phone number. Please enter 10 digits.",
  enrollmentPhone: "Phone number must be 10 digits.",
  email: "Invalid email address.",
  course: "Please choose a course from the list.",
  graduationYear: "Please choose a graduation year from the list.",
  controlCharacters: "Please remove invisible control characters from this field.",
  notText: "This field must be text.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;

/** Spec section 3, call-back course options. */
export const CALLBACK_COURSES = [
  "Business Analytics",
  "Stock_Marketing",
  "Cyber_Security",
  "Digital_Marketing",
  "VLSI",
  "Genetic_Engineering",
  "Data_Science",
  "Bioinformatics",
  "Artificial_Intelligence",
  "Internet_of_Things",
  "Web_development",
  "Robotics",
  "Finance",
  "Nanoscience/Nanotechnology",
  "Embedded_System",
  "AWS",
  "Construction_planning",
  "Machine_Learning",
  "App_Development",
  "HR",
  "Hybrid_Electric_Vehicle",
  "I.C.Engine",
  "AutoCad",
  "Car_Designing",
] as const;

export interface Refused {
  value: string;
  message: string;
}

export interface Rule {
  /** Values the rule accepts, as a visitor may type them (surrounding spaces included). */
  valid: fc.Arbitrary<string>;
  /** Values the rule refuses, each with the spec's message for it. */
  invalid: fc.Arbitrary<Refused>;
  /** Does a stored value satisfy the rule? */
  holds: (value: string) => boolean;
  /** What is stored for a valid typed value, when it is not the text itself (`storedText`). */
  stored?: (typed: string) => string;
}

const DIGITS = "0123456789".split("");
const LETTERS = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
  "é",
  "ñ",
  "ß",
  "Ø",
  "अ",
  "क",
  "ம",
  "ا",
  "e\u0301",
  "क\u094d\u0937",
];
const CONTROLS = ["\u0000", "\u0007", "\u001b", "\u0008", "\u007f", "\u0085", "\u000b"];

const chars = (pool: readonly string[], min: number, max: number) =>
  fc.array(fc.constantFrom(...pool), { minLength: min, maxLength: max }).map((a) => a.join(""));
const padded = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom("", " ", "  "), value, fc.constantFrom("", " "))
    .map(([a, v, b]) => a + v + b);
/** Puts `inserted` somewhere inside `base`. */
const insert = (base: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>) =>
  fc
    .tuple(base, inserted, fc.nat())
    .map(([b, i, at]) => b.slice(0, at % (b.length + 1)) + i + b.slice(at % (b.length + 1)));
const refused = (value: fc.Arbitrary<string>, message: string) =>
  value.map((v) => ({ value: v, message }));
const blank = refused(fc.constantFrom("", " ", "   "), MESSAGES.required);

/** Letters and spaces only; a combining mark only after a letter. */
export function nameRule(max: number): Rule {
  const word = chars(LETTERS, 1, 8);
  const name = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(" "));
  return {
    valid: padded(name),
    invalid: fc.oneof(
      blank,
      refused(insert(name, fc.constantFrom("1", "9", "-", "_", ".", "@", "'")), MESSAGES.name),
      refused(
        fc.tuple(name, fc.constantFrom(...CONTROLS)).map(([n, c]) => `${n}${c}a`),
        MESSAGES.name,
      ),
      refused(chars(["\u0301", "\u0300", "\u0303", "\u093e"], 1, 4), MESSAGES.name),
      refused(
        name.map((n) => `\u0301${n}`),
        MESSAGES.name,
      ),
      refused(fc.constant("a".repeat(max + 1)), MESSAGES.tooLong(max)),
    ),
    holds: (value) => /^\p{L}\p{M}*(?: *\p{L}\p{M}*)*$/u.test(value) && value.length <= max,
  };
}

/**
 * Exactly 10 digits; `first` restricts the first digit (call-back: 6-9). People write them
 * with spaces, dashes, dots or parentheses and a leading +91, 91 or 0; the ten digits are
 * stored. At most 24 characters.
 */
export function phoneRule(message: string, first: readonly string[] = DIGITS): Rule {
  const otherFirst = DIGITS.filter((d) => !first.includes(d));
  const ten = fc.tuple(fc.constantFrom(...first), chars(DIGITS, 9, 9)).map(([a, b]) => a + b);
  /** Ten digits as people group them. */
  const grouped = fc
    .tuple(
      ten,
      fc.constantFrom("", " ", "-", "."),
      fc.constantFrom("plain", "5+5", "(5) 5", "3+3+4", "4+3+3"),
    )
    .map(([t, sep, shape]) => {
      if (shape === "5+5") return `${t.slice(0, 5)}${sep}${t.slice(5)}`;
      if (shape === "(5) 5") return `(${t.slice(0, 5)}) ${t.slice(5)}`;
      if (shape === "3+3+4") return [t.slice(0, 3), t.slice(3, 6), t.slice(6)].join(sep);
      if (shape === "4+3+3") return [t.slice(0, 4), t.slice(4, 7), t.slice(7)].join(sep);
      return t;
    });
  const prefixed = fc
    .tuple(
      fc.constantFrom("", "+91", "+91 ", "+91-", "+91.", "91", "91 ", "91-", "0", "0 ", "0-"),
      grouped,
    )
    .map(([p, g]) => p + g);
  return {
    valid: padded(prefixed),
    invalid: fc.oneof(
      blank,
      refused(
        ten.map((t) => t.slice(0, 9)),
        message,
      ),
      // Eleven digits that do not start with the trunk 0, and twelve that do not start with 91.
      refused(
        ten.map((t) => `7${t}`),
        message,
      ),
      refused(
        ten.map((t) => `92 ${t}`),
        message,
      ),
      refused(
        fc
          .tuple(ten, fc.nat(9), fc.constantFrom("a", "O", "+", "/", "_", "\u0000", "٣"))
          .map(([t, at, c]) => t.slice(0, at) + c + t.slice(at + 1)),
        message,
      ),
      refused(
        fc.tuple(fc.constantFrom("+1 ", "+44", "+", "++91", "0091"), ten).map(([p, t]) => p + t),
        message,
      ),
      refused(
        prefixed.map((p) => p.padEnd(25, " ") + "0"),
        message,
      ),
      ...(otherFirst.length
        ? [
            refused(
              fc
                .tuple(
                  fc.constantFrom("", "+91 ", "0"),
                  fc.constantFrom(...otherFirst),
                  chars(DIGITS, 9, 9),
                )
                .map(([p, a, b]) => p + a + b),
              message,
            ),
          ]
        : []),
    ),
    holds: (value) => (first.length === 10 ? /^\d{10}$/ : /^[6-9]\d{9}$/).test(value),
    // Separators dropped, then the +91, the 91 of twelve digits or the 0 of eleven.
    stored: (typed) => {
      const digits = typed.trim().replace(/[ ().-]/g, "");
      if (digits.startsWith("+91")) return digits.slice(3);
      if (/^91\d{10}$/.test(digits)) return digits.slice(2);
      if (/^0\d{10}$/.test(digits)) return digits.slice(1);
      return digits;
    },
  };
}

/** Local part, @, domain, dot, then 1-63 letters (call-back and ambassador). */
export function suffixEmailRule(): Rule {
  const local = chars([..."abcXYZ019._%+-"], 1, 12);
  const label = chars([..."abcxyz09-"], 1, 10);
  const domain = fc.array(label, { minLength: 1, maxLength: 3 }).map((l) => l.join("."));
  const suffix = (min: number, max: number) => chars([..."abcdefgXYZ"], min, max);
  const email = fc.tuple(local, domain, suffix(1, 63)).map(([l, d, s]) => `${l}@${d}.${s}`);
  return {
    valid: padded(email),
    invalid: fc.oneof(
      blank,
      refused(
        fc.tuple(local, local, domain, suffix(1, 10)).map(([a, b, d, s]) => `${a} ${b}@${d}.${s}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(local, domain, suffix(1, 10)).map(([l, d, s]) => `${l}${d}.${s}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(local, label).map(([l, d]) => `${l}@${d}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(domain, suffix(1, 10)).map(([d, s]) => `@${d}.${s}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(local, domain, suffix(64, 64)).map(([l, d, s]) => `${l}@${d}.${s}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(local, domain, suffix(0, 3)).map(([l, d, s]) => `${l}@${d}.${s}1`),
        MESSAGES.email,
      ),
    ),
    holds: (value) =>
      /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{1,63}$/.test(value),
  };
}

/** A standard email address (contact, enrollment, newsletter). */
export function standardEmailRule(): Rule {
  const word = chars([..."abcxyz019"], 1, 10);
  const email = fc
    .tuple(word, fc.option(word, { nil: undefined }), word, chars([..."comrgin"], 2, 6))
    .map(([l, l2, d, tld]) => `${l}${l2 ? `.${l2}` : ""}@${d}.${tld}`);
  return {
    valid: padded(email),
    invalid: fc.oneof(
      blank,
      refused(
        fc.tuple(word, word).map(([l, d]) => `${l}@${d}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(word, word, word).map(([l, d, t]) => `${l}${d}.${t}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(word, word, word).map(([l, d, t]) => `${l} x@${d}.${t}`),
        MESSAGES.email,
      ),
      refused(
        fc.tuple(word, word, word).map(([l, d, t]) => `${l}@@${d}.${t}`),
        MESSAGES.email,
      ),
    ),
    holds: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  };
}

export function choiceRule(
  options: readonly string[],
  wrong: readonly string[],
  message: string,
): Rule {
  return {
    valid: padded(fc.constantFrom(...options)),
    invalid: fc.oneof(blank, refused(fc.constantFrom(...wrong), message)),
    holds: (value) => options.includes(value),
  };
}

/** Required text of one line, at most `max` characters, without control characters. */
export function textRule(max: number, { lines = false } = {}): Rule {
  const printable = fc.string({
    unit: fc.constantFrom(...[..."abc XYZ 019 .,!?()&'\"<>=é€अ😀"]),
    minLength: 1,
    maxLength: 40,
  });
  const text = printable.filter((t) => t.trim() !== "");
  const valid = lines
    ? fc
        .tuple(text, fc.constantFrom("\n", "\t", "\r\n", "\n\n\t"), text)
        .map(([a, b, c]) => a + b + c)
    : text;
  return {
    valid: padded(valid),
    invalid: fc.oneof(
      blank,
      refused(
        fc
          .tuple(text, fc.constantFrom(...CONTROLS, ...(lines ? [] : ["\t"])))
          .map(([t, c]) => `${t.trim()}${c}x`),
        MESSAGES.controlCharacters,
      ),
      refused(fc.constant("y".repeat(max + 1)), MESSAGES.tooLong(max)),
    ),
    holds: (value) =>
      value.length > 0 &&
      value.length <= max &&
      value === value.trim() &&
      !(lines ? /[^\P{Cc}\n\t]/u : /\p{Cc}/u).test(value),
  };
}

/** Every form's fields and rules, as spec section 5 gives them. */
export const formRules = {
  callback: {
    fullName: nameRule(80),
    phone: phoneRule(MESSAGES.phone, ["6", "7", "8", "9"]),
    email: suffixEmailRule(),
    course: choiceRule(
      CALLBACK_COURSES,
      ["Select a course", "aws", "Cooking", "A W S"],
      MESSAGES.course,
    ),
  },
  contact: {
    name: textRule(80),
    email: standardEmailRule(),
    subject: textRule(150),
    message: textRule(3000, { lines: true }),
  },
  ambassador: {
    fullName: nameRule(80),
    phone: phoneRule(MESSAGES.phone),
    email: suffixEmailRule(),
    college: nameRule(150),
    graduation_year: choiceRule(
      ["2019", "2020", "2021", "2022", "2023", "2024"],
      ["2018", "2025", "19", "2019.0"],
      MESSAGES.graduationYear,
    ),
  },
  enrollment: {
    fullName: textRule(80),
    email: standardEmailRule(),
    contactNumber: phoneRule(MESSAGES.enrollmentPhone),
    instituteName: textRule(150),
  },
  newsletter: { email: standardEmailRule() },
} as const satisfies Record<string, Record<string, Rule>>;

/** What is stored for a typed value: line breaks as one newline, NFC, no surrounding spaces. */
export const storedText = (value: string) => value.replace(/\r\n?/g, "\n").normalize("NFC").trim();
