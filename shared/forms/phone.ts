// Phone numbers as people in India write them (docs/decisions/0023): "+91 98765
// 43210", "098765-43210", "(98765) 43210". The rule is about the ten digits of the
// number, so the separators and the country or trunk prefix are dropped before it is
// checked, and the ten digits are what is stored, compared and sent on.
// The longest text a phone field takes is in phone-length.ts.

/** Digits with spaces, dashes, dots and parentheses anywhere, and a plus sign only in front. */
const TYPED_PHONE = /^\+?[0-9 ().-]*$/;
const SEPARATORS = /[ ().-]/g;

/**
 * The national number a typed phone stands for: its digits without a leading +91, without
 * the 91 of twelve digits and without the 0 of eleven; ten digits are always the number
 * itself. Undefined when the text contains anything else (a letter, another sign, a plus sign
 * that is not in front or not +91). What comes back is checked against the form's rule.
 */
export function nationalNumber(typed: string): string | undefined {
  if (!TYPED_PHONE.test(typed)) return undefined;
  const digits = typed.replace(SEPARATORS, "");
  if (digits.startsWith("+")) return digits.startsWith("+91") ? digits.slice(3) : undefined;
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}
