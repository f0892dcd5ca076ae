// Every message a visitor can read about a form, once, exactly as the product's
// error catalogue (section 8) and validation rules (section 5) word them. Each form's own
// four dialogs are in its definition (definitions/), made of the words shared here.

export const fieldMessages = {
  required: "This field is required.",
  name: "Name can only contain alphabets and spaces.",
  phone: "Invalid phone number. Please enter 10 digits.",
  enrollmentPhone: "Phone number must be 10 digits.",
  email: "Invalid email address.",
  course: "Please choose a course from the list.",
  graduationYear: "Please choose a graduation year from the list.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  // Our own wording: docs/decisions/0016.
  controlCharacters: "Please remove invisible control characters from this field.",
  notText: "This field must be text.",
} as const;

export interface DialogMessage {
  title: string;
  text: string;
}

/**
 * What a dialog says: a success, or something the visitor must act on. It decides how the
 * dialog looks and how assistive technology announces it, never its words.
 */
export type DialogKind = "success" | "error";

/** A dialog as a page shows it. */
export interface ShownDialog extends DialogMessage {
  kind: DialogKind;
}

export const showDialog = (kind: DialogKind, message: DialogMessage): ShownDialog => ({
  kind,
  title: message.title,
  text: message.text,
});

// Words several forms' dialogs share (each form's four dialogs are in its definition).
export const submissionError = "Submission Error";
export const validationError = "Validation Error";
export const successTitle = "Success!";
export const genericFailure = "There was an error submitting the data. Please try again later.";
export const somethingWrong = "Something went wrong. Please try again later.";
export const fillCorrectly = "Please fill in all fields correctly before submitting.";

/**
 * Past the limit per person (the same email address, phone number or message sent again and
 * again): worded to tell the visitor what to do.
 */
export const rateLimited: DialogMessage = {
  title: "Too many attempts",
  text: "You have sent this form several times in the last minute. Please wait a minute and try again; what you typed is still here.",
};

/**
 * Past the ceiling of posts from one network address (a campus, a mobile carrier): nothing the
 * visitor did, so it says what happened instead, under the title a post not taken has.
 */
export const networkLimited: DialogMessage = {
  title: submissionError,
  text: "So many forms have been sent from your network in the last minute that we cannot take more just now. Please wait a minute and try again; what you typed is still here.",
};

export const crossSiteRefused: DialogMessage = {
  title: submissionError,
  text: "This form can only be sent from our own website. Please reload the page and try again.",
};

export const tooLarge: DialogMessage = {
  title: submissionError,
  text: "What you sent is larger than this form accepts. Please shorten your message and try again.",
};

/** A post whose hidden fields were altered or whose body is not a form: nothing was stored. */
export const badRequest: DialogMessage = {
  title: submissionError,
  text: "This form arrived incomplete or altered, so nothing was saved. Please reload the page and try again.",
};

/** Messages of the REST gateway beyond the forms' own. */
export const apiMessages = {
  unknownCourse: "No course has this department and course slug.",
  source: "The source must be a page path that starts with /.",
  badJson: { title: "Bad Request", text: "The body is not valid JSON." },
  notUtf8: { title: "Bad Request", text: "The body's text is not valid UTF-8." },
  badIdempotencyKey: {
    title: "Bad Request",
    text: "Idempotency-Key must be 1 to 200 visible characters.",
  },
  unsupportedType: {
    title: "Unsupported Media Type",
    text: "Send application/json or application/x-www-form-urlencoded.",
  },
  notFound: { title: "Not Found", text: "There is no such resource in this API." },
  methodNotAllowed: {
    title: "Method Not Allowed",
    text: "This resource does not accept that method.",
  },
  forbiddenOrigin: { title: "Forbidden", text: "This origin may not call the API from a browser." },
  keyReused: {
    title: "Unprocessable Content",
    text: "This Idempotency-Key was already used with a different body. Nothing was stored; use a new key for a new submission.",
  },
  keyInFlight: {
    title: "Conflict",
    text: "A request with this Idempotency-Key is still being processed. Retry it once that request has been answered.",
  },
} as const;
