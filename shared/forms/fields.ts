// Field rules as valibot pipes. Every field arrives as text (a form post or JSON);
// anything else is treated as missing so that no input can crash the parse.
import * as v from "valibot";
import { fieldMessages as m } from "./messages";

const text = (max: number) =>
  v.pipe(
    v.optional(v.unknown()),
    // A browser sends a textarea's line breaks as CR LF: one break is one character.
    v.transform((value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "")),
    v.nonEmpty(m.required),
    v.maxLength(max, m.tooLong(max)),
  );

const NAME = /^[\p{L}\p{M} ]+$/u;
/** Local part, @, domain, dot, then 1-63 letters (call-back and ambassador rule). */
const SUFFIX_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{1,63}$/;

export const requiredText = (max: number) => text(max);
export const personName = (max = 80) => v.pipe(text(max), v.regex(NAME, m.name));
export const suffixEmail = () => v.pipe(text(254), v.regex(SUFFIX_EMAIL, m.email));
export const standardEmail = () => v.pipe(text(254), v.email(m.email));
export const phone = (pattern: RegExp, message: string) => v.pipe(text(20), v.regex(pattern, message));
export const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.pipe(text(100), v.picklist(options, message));
