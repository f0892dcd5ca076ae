// A module of its own because the forms' markup (every page's first view) reads it, and
// the rules that check a phone (phone.ts) belong to the live checks loaded later.

/** The longest phone text a field takes: +91, ten digits and room for separators. */
export const PHONE_MAX_LENGTH = 24;
