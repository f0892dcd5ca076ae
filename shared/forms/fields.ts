// Field rules as valibot pipes. A field arrives as text (a form post or JSON). Absent or
// null is missing; any other value that is not text (a JSON number, list or object) gets
// the field's own format message, so no input can crash the parse or be called missing.
import * as v from "valibot";
import { fieldMessages as m } from "./messages";
import { nationalNumber } from "./phone";
import { PHONE_MAX_LENGTH } from "./phone-length";

/** Every control character (C0, DEL, C1), including tab and newline. */
const CONTROL = /\p{Cc}/u;
/** Control characters a message may keep: newline and tab. */
const CONTROL_BUT_LINES = /[^\P{Cc}\n\t]/u;

const text = (max: number, notText: string, tooLong: string = m.tooLong(max)) =>
  v.pipe(
    v.optional(v.unknown()),
    v.check((value) => value === undefined || value === null || typeof value === "string", notText),
    v.transform((value) =>
      // A browser sends a textarea's line breaks as CR LF: one break is one character. Text
      // is stored in NFC so that the same words are the same characters whatever sent them.
      typeof value === "string" ? value.replace(/\r\n?/g, "\n").normalize("NFC").trim() : "",
    ),
    v.nonEmpty(m.required),
    v.maxLength(max, tooLong),
  );

/** A name is words of letters; a combining mark (an accent, a vowel sign) only after a letter. */
const NAME = /^\p{L}\p{M}*(?: *\p{L}\p{M}*)*$/u;
/** Local part, @, domain, dot, then 1-63 letters (call-back and ambassador rule). */
const SUFFIX_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{1,63}$/;

/** One line of free text: no control characters. */
export const requiredText = (max: number) =>
  v.pipe(
    text(max, m.notText),
    v.check((value) => !CONTROL.test(value), m.controlCharacters),
  );
/** Free text over several lines: newline and tab are the only control characters allowed. */
export const messageText = (max: number) =>
  v.pipe(
    text(max, m.notText),
    v.check((value) => !CONTROL_BUT_LINES.test(value), m.controlCharacters),
  );
export const personName = (max = 80) => v.pipe(text(max, m.name), v.regex(NAME, m.name));
export const suffixEmail = () => v.pipe(text(254, m.email), v.regex(SUFFIX_EMAIL, m.email));
export const standardEmail = () => v.pipe(text(254, m.email), v.email(m.email));
/**
 * A phone number as people type it (phone.ts): what is checked against `pattern` and stored is
 * the national number. Every way it can be wrong, too long included, gets the field's message.
 */
export const phone = (pattern: RegExp, message: string) =>
  v.pipe(
    text(PHONE_MAX_LENGTH, message, message),
    // Text that is no phone number at all stays as typed, and the pattern (digits only) refuses it.
    v.transform((typed) => nationalNumber(typed) ?? typed),
    v.regex(pattern, message),
    v.description(
      "10 digits; spaces, dashes, dots, parentheses and a leading +91, 91 or 0 are accepted and dropped.",
    ),
  );
export const choice = <const T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
) => v.pipe(text(100, message), v.picklist(options, message));
