// How a person's data may appear where it is not needed in full: in the logs (the logger's
// serializers apply these to every line, logger.ts; every request line's address goes through
// maskTarget, whichever way the request log writes it) and on a page that names an address to
// someone who may not own it. Hiding too much costs an operator a detail; hiding too little puts a
// person's search, name or phone in a log that outlives their erasure (decision 0045).

/** 'a***@example.com': the first letter and the domain only. */
export const maskEmail = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

/** '********10': the last two digits only. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return `${"*".repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
};

/** What a hidden query value becomes. */
export const HIDDEN = "***";

/** Values this long are links' secrets (a /my-data link, an unsubscribe token): the start is kept. */
const SECRET_LENGTH = 32;
/** A hostile address can be megabytes long: only its start is looked at. */
const MAX_READ = 1200;

/**
 * Addresses whose every query value may be a person's data: the desk (its searches, filters by
 * an owner's address, the address a removal names, a sign-in's way back) and /my-data.
 */
const PRIVATE_PATH = /^\/(?:desk|my-data)(?:[/.]|$)/i;
/** Addresses whose segments after these words are secrets: `/desk/sign-in/link/<token>`. */
const SIGN_IN_LINK = /^\/desk\/sign-in\/link\//i;
/** `/my-data/<token>`, `/my-data/<token>/download`, `/my-data/email/<token>`. */
const MY_DATA_LINK = /^\/my-data\//i;
/** An address without a query, an escape, an "@" or a segment of SECRET_LENGTH characters. */
const NOTHING_TO_HIDE = /^(?:\/[^/?@%]{0,31})*\/?$/;
/** The link addresses whose segments are secrets, however short. */
const LINK_PATH = /^\/(?:desk\/sign-in\/link|my-data)\//i;
/** The words of those addresses that are not secrets. */
const ROUTE_WORDS = new Set(["my-data", "email", "download", "desk", "sign-in", "link"]);

/**
 * Query names, anywhere, whose values are a person's data or a secret: the name, lower case with
 * anything but letters dropped, contains one of these…
 */
const PERSONAL_PART =
  /mail|phone|mobile|name|contact|search|query|whatsapp|address|token|secret|password|otp|code/;
/** …or is one of these short ones. */
const PERSONAL_NAMES = new Set(["q", "s", "tel", "term", "who", "by", "person", "number"]);
/** A value that reads as a phone number: seven digits or more, with phone punctuation only… */
const PHONE_LIKE = /^\+?[\d\s().-]{7,}$/;
/** …and not a date. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Percent-decoded, or as written when it is not valid percent-encoding. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

const personalName = (name: string) => {
  const plain = decoded(name)
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  return PERSONAL_NAMES.has(plain) || PERSONAL_PART.test(plain);
};

/** A secret's first four characters (a shorter value is no secret of ours: kept). */
const secretStart = (value: string) => (value.length > 4 ? `${value.slice(0, 4)}…` : value);

/**
 * A value as a log may keep it wherever it appears: addresses and secrets hidden, and in a query
 * phone numbers (a path's digits are the site's own: a certificate's number).
 */
function maskedValue(value: string, where: "path" | "query" = "query"): string {
  const text = decoded(value);
  if (text.includes("@")) return encodeURIComponent(maskEmail(text)).replace(/%40/g, "@");
  if (
    where === "query" &&
    PHONE_LIKE.test(text) &&
    !ISO_DATE.test(text) &&
    text.replace(/\D/g, "").length >= 7
  )
    return maskPhone(text);
  return value.length >= SECRET_LENGTH ? secretStart(value) : value;
}

/** A query value of a parameter named like a person's data or a secret. */
function maskedNamed(name: string, value: string): string {
  if (value === "") return value;
  const text = decoded(value);
  if (text.includes("@")) return maskedValue(value);
  return /token|secret/i.test(name) && value.length >= SECRET_LENGTH ? secretStart(value) : HIDDEN;
}

/**
 * A request's target (path and query) as a log keeps it: on the desk's and /my-data's addresses
 * every query value hidden; elsewhere the values of parameters named like a person's data
 * (email, phone, name, q, search…) hidden; anywhere an email address (written with "@" or
 * "%40") or a long secret masked, in the path too, and a phone number in a query; the secret
 * segments of sign-in and /my-data links cut. Names of parameters are kept.
 */
export function maskTarget(target: string): string {
  const read = target.length > MAX_READ ? target.slice(0, MAX_READ) : target;
  // Most addresses (pages, the build's files) have nothing to hide: said in one pass.
  if (NOTHING_TO_HIDE.test(read) && !LINK_PATH.test(read)) return read;
  const queryAt = read.indexOf("?");
  const path = queryAt === -1 ? read : read.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : read.slice(queryAt + 1);
  const plainPath = decoded(path);
  const everyValue = PRIVATE_PATH.test(plainPath);
  const linkSecrets = SIGN_IN_LINK.test(plainPath)
    ? "whole"
    : MY_DATA_LINK.test(plainPath)
      ? "start"
      : undefined;
  const segments = path.split("/").map((segment) => {
    if (linkSecrets && segment !== "" && !ROUTE_WORDS.has(decoded(segment).toLowerCase()))
      return linkSecrets === "whole" ? "…" : secretStart(segment);
    return maskedValue(segment, "path");
  });
  const masked = segments.join("/");
  if (query === undefined) return masked;
  const pairs = query.split("&").map((pair) => {
    const equals = pair.indexOf("=");
    if (equals === -1) {
      // A bare word: Remix's `?index`, or anything someone typed.
      if (!everyValue || /^(?:index|_data)$/.test(pair)) return maskedValue(pair);
      return pair === "" ? pair : HIDDEN;
    }
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    if (everyValue) return `${name}=${value === "" ? "" : HIDDEN}`;
    return `${name}=${personalName(name) ? maskedNamed(name, value) : maskedValue(value)}`;
  });
  return `${masked}?${pairs.join("&")}`;
}
