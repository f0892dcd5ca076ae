// Phone numbers as people in India type them. Spaces, dashes, dots, parentheses and a leading
// +91, 91 or 0 are accepted by every phone field, live and at submit, and the 10 digits are
// what the form gives to be stored (call-back: still starting 6-9). Anything else keeps the
// field's own message, never a new one.
import { describe, expect, it } from "vitest";
import { validateField, validateForm } from "#shared/forms";
import { nationalNumber } from "#shared/forms/phone";

const PHONE = "Invalid phone number. Please enter 10 digits.";
const ENROLLMENT_PHONE = "Phone number must be 10 digits.";

const phoneFields = [
  {
    form: "callback",
    field: "phone",
    message: PHONE,
    others: { fullName: "Asha Rao", email: "asha@example.com", course: "AWS" },
  },
  {
    form: "ambassador",
    field: "phone",
    message: PHONE,
    others: {
      fullName: "Meera Nair",
      email: "meera@college.edu",
      college: "Government Engineering College",
      graduation_year: "2024",
    },
  },
  {
    form: "enrollment",
    field: "contactNumber",
    message: ENROLLMENT_PHONE,
    others: { fullName: "Dev Patel", email: "dev@example.org", instituteName: "Nirma University" },
  },
] as const;

/** Ways people write 9876543210. */
const typedForms = [
  "+91 98765 43210",
  "098765-43210",
  "98765 43210",
  "(98765) 43210",
  "91-98765-43210",
  "+91.98765.43210",
];

/** Typed, and the 10 digits it stands for. */
const accepted: Array<[string, string]> = [
  ...typedForms.map((typed): [string, string] => [typed, "9876543210"]),
  ["9876543210", "9876543210"],
  ["+919876543210", "9876543210"],
  ["919876543210", "9876543210"],
  ["09876543210", "9876543210"],
  ["+91-98765-43210", "9876543210"],
  ["+91 (98765) 43210", "9876543210"],
  ["987.654.3210", "9876543210"],
  ["  +91 98765 43210  ", "9876543210"],
  // Ten digits are always the number itself, even when they start with 91 or 0 would not.
  ["9198765432", "9198765432"],
  ["91987 65432", "9198765432"],
  ["91 987 65432", "9198765432"],
  // The longest form accepted: 24 characters.
  ["+91 - 98765 - 43210     ".trim().padEnd(24, ")"), "9876543210"],
];

describe.each(phoneFields)("$form.$field", ({ form, field, message, others }) => {
  it.each(accepted)("accepts %j and gives %j to be stored", (typed, digits) => {
    expect(validateField(form, field, typed)).toBeUndefined();
    const result = validateForm(form, { ...others, [field]: typed });
    expect(result.success).toBe(true);
    if (result.success) expect((result.output as Record<string, string>)[field]).toBe(digits);
  });

  it.each([
    // Letters, even one that looks like a digit, and any other sign.
    "98765 4321O",
    "98765 43210 ext",
    "phone 9876543210",
    "98765/43210",
    "98765_43210",
    "98765,43210",
    "98765\t43210",
    "+91 98765 43210 #",
    "٩٨٧٦٥٤٣٢١٠",
    // The plus sign only in front, and only as +91.
    "98765+43210",
    "++919876543210",
    "+1 98765 43210",
    // Another country's code before ten digits is not an Indian number.
    "+44 98765 43210",
    "+1 98765 432101",
    "+9198765432",
    "+0 9876543210",
    "+91 098765 43210",
    // Nine, eleven and twelve digits that are no prefix and ten.
    "98765 4321",
    "98765 432101",
    "+91 98765 432101",
    "92-98765-43210",
    "0091 98765 43210",
    "00 98765 43210",
    "1 98765 43210",
    "()-.",
    "+",
    // Past 24 characters, even of separators.
    "+91 - 98765 - 43210))))))",
    `9876543210${" ".repeat(20)}x`,
  ])("refuses %j with the field's own message", (typed) => {
    expect(validateField(form, field, typed)).toBe(message);
    const result = validateForm(form, { ...others, [field]: typed });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ [field]: message });
  });

  it("says 'This field is required.' for nothing, or only spaces", () => {
    expect(validateField(form, field, "")).toBe("This field is required.");
    expect(validateField(form, field, "   ")).toBe("This field is required.");
  });
});

describe("the call-back's mobile rule after the prefix is dropped", () => {
  it.each([
    ["+91 68765 43210", undefined],
    ["0 70000 00000", undefined],
    ["91 89999 99999", undefined],
    ["+91 58765 43210", PHONE],
    ["058765 43210", PHONE],
    ["91-58765-43210", PHONE],
    ["(01234) 56789", PHONE],
    ["9112345678", undefined],
  ])("%j: %s", (typed, message) => {
    expect(validateField("callback", "phone", typed)).toBe(message);
  });

  it("any ten digits for the ambassador and the enrollment, after a prefix too", () => {
    expect(
      validateForm("ambassador", { ...phoneFields[1].others, phone: "+91 12345 67890" }),
    ).toMatchObject({
      success: true,
      output: { phone: "1234567890" },
    });
    expect(
      validateForm("enrollment", { ...phoneFields[2].others, contactNumber: "0 01234 56789" }),
    ).toMatchObject({
      success: true,
      output: { contactNumber: "0123456789" },
    });
    expect(
      validateForm("ambassador", { ...phoneFields[1].others, phone: "0 98765 4321" }),
    ).toMatchObject({ success: true, output: { phone: "0987654321" } });
    expect(
      validateForm("enrollment", { ...phoneFields[2].others, contactNumber: "0123456789" }),
    ).toMatchObject({
      success: true,
      output: { contactNumber: "0123456789" },
    });
  });
});

describe("nationalNumber", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["9198765432", "9198765432"],
    ["0987654321", "0987654321"],
    // Digits that are no number of ten are given back for the form's rule to refuse.
    ["98765 4321", "987654321"],
    ["1 98765 43210", "19876543210"],
    ["()", ""],
  ])("%j is %j", (typed, digits) => {
    expect(nationalNumber(typed)).toBe(digits);
  });

  it.each(["98765 4321O", "+44 98765 43210", "98765+43210", "98765_43210", "٩٨٧٦٥٤٣٢١٠"])(
    "%j is no phone number",
    (typed) => {
      expect(nationalNumber(typed)).toBeUndefined();
    },
  );
});
