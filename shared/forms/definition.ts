// What one lead form is, in one place: its fields, what a visitor reads about it, where
// its leads are stored and in which shape, how the REST gateway takes it, and who hears of
// it. Each form is one module of shared/forms/definitions/ made with `defineLeadForm`, and
// registry.ts gathers them: a definition missing a piece does not compile.
//
// Definitions are loaded by the server and by the browser's lazy live checks, never by a
// page's first view; so they hold data and small pure functions only. What only the server
// knows (the date in the business's time zone, the catalogue of courses) is handed to
// their functions as arguments.
import type * as v from "valibot";
import type { DialogMessage } from "./messages";

/** The valibot object schema of a form's own fields. */
export type FieldsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** The names of a form's fields, as its schema names them. */
export type FieldName<Schema extends FieldsSchema> = keyof Schema["entries"] & string;

/**
 * A form's fields once validated. Every field's pipe starts by letting absence in (so that
 * a missing field gets the form's own message), which makes valibot type it optional; the
 * pipe then refuses an empty value, so a valid form has every field.
 */
export type ValidFields<Schema extends FieldsSchema> = Required<v.InferOutput<Schema>>;

/** The four dialogs every form shows: a field missing, a field invalid, a failure, success. */
export type FormDialogs = Record<"missing" | "invalid" | "failure" | "success", DialogMessage>;

/** The kinds of field that name a sender: an email address, a phone number, a long message. */
export type SenderKind = "email" | "phone" | "message";

/** The site's page paths, for a definition to say which of them show its form. */
export interface SitePages {
  /** Every page of the site (each has the footer's newsletter form). */
  all: readonly string[];
  /** Every course page. */
  courses: readonly string[];
}

/** What the server knows about a lead beyond its fields, for the record builder. */
export interface RecordFacts {
  /**
   * When the lead came, in the business's time zone, in one of the two date styles
   * (shared/dates.ts).
   */
  stamp(style: "callback" | "local"): string;
  /** The path of the page the form was on (or the API caller's word for it). */
  source: string;
  /** The full address of the page the form was on. */
  url: string;
}

/** What the REST gateway knows, for turning an endpoint's extra fields into record facts. */
export interface ApiTools {
  /** The site's trusted origin. */
  origin: string;
  /** The path of the course page, or undefined when no course has these slugs. */
  coursePath(department: string, course: string): string | undefined;
}

export type ApiFacts =
  | { ok: true; facts: Partial<Pick<RecordFacts, "source" | "url">> }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * The form's one name for people, wherever it is named: email subjects, the desk, /my-data,
 * the Privacy page's section heading.
 */
export interface FormName {
  /** 'Call-back request' */
  one: string;
  /** 'Call-back requests' */
  many: string;
}

/** How a form's stored records read in a lead email. */
export interface NotifySpec<Stored extends Record<string, string>> {
  /**
   * A label for every stored field. Its recipients are set by LEADS_EMAIL_TO_<FORM ID> (else
   * LEADS_EMAIL_TO).
   */
  labels: Record<keyof Stored & string, string>;
}

/**
 * What a form tells the visitor beside its button, and the Privacy page in its own section
 * (docs/decisions/0024). The words are server data: pages receive the finished sentence with their
 * loader data, so no browser bundle carries them.
 */
export interface FormNotice<Stored extends Record<string, string>> {
  /**
   * Recorded with every lead as `consent.notice`; change it whenever the words change, to the day
   * they did: 'callback-2026-11-24'.
   */
  version: `${string}-${number}-${number}-${number}`;
  /**
   * The id of this form's section on /Privacy, which the notice links to (its heading is the form's
   * name, `many`).
   */
  section: string;
  /** How the notice names what the visitor sends: 'This call-back request'. */
  subject: string;
  /** Every stored field in plain words, in the record's order: what the form keeps, itemised. */
  keeps: Record<keyof Stored & string, string>;
  /**
   * What this form alone keeps beside the record (its lead's context), in plain words: 'the
   * plan you chose'. Where the visit began and the marketing choice are added for every form.
   */
  alsoKeeps?: readonly string[];
  /**
   * What it is stored for, as a phrase that follows the list: 'to call you back about the course
   * you chose'.
   */
  purpose: string;
  /** Who reads it and what happens next, for the Privacy page. */
  detail: string;
  /**
   * Marketing is a separate choice: "ask" shows the optional, unticked marketingConsent box;
   * "is-the-purpose" is a form whose sending is itself that consent (the newsletter).
   */
  marketing: "ask" | "is-the-purpose";
}

export interface LeadFormDefinition<
  Schema extends FieldsSchema = FieldsSchema,
  Extras extends v.GenericSchema = v.GenericSchema,
  Stored extends Record<string, string> = Record<string, string>,
  Notify extends NotifySpec<Stored> | false = NotifySpec<Stored> | false,
> extends FormChecks<Schema> {
  name: FormName;
  /**
   * The pages that show the form (each copy in `anchors`), from the site's pages: their success
   * views are pages of their own, cached like them.
   */
  pages(site: SitePages): readonly string[];
  /**
   * The fields that name who sent it, by kind ({ email: "email", phone: "phone" }): one person's
   * posts are counted together whatever the spelling (server/leads/post-limits.ts).
   */
  sender: Partial<Record<SenderKind, FieldName<Schema>>>;
  /** The list the form's records are stored under. */
  list: string;
  /** The record stored for a lead: the only place it is shaped. */
  record(fields: ValidFields<Schema>, facts: RecordFacts): Stored;
  api: {
    /** Under /api/v1. */
    path: `/${string}`;
    /** Fields the endpoint takes beyond the form's own: checked, described, typed. */
    extras: Extras;
    /** The record facts the extras give, or the field messages when they name nothing real. */
    facts(extras: v.InferOutput<Extras>, tools: ApiTools): ApiFacts;
    /** One valid and one invalid body: the OpenAPI examples and test fixtures. */
    examples: {
      valid: Record<FieldName<Schema>, string> & v.InferInput<Extras>;
      invalid: Partial<Record<FieldName<Schema> | keyof v.InferInput<Extras>, string>>;
    };
  };
  /** How a lead is announced by email and webhook; false: never (the newsletter). */
  notify: Notify;
  /** The notice beside the form's button and its section of the Privacy page. */
  notice: FormNotice<Stored>;
}

/**
 * What a browser may know of a form, for its checks and its place on the page: no list, no record.
 */
export interface FormChecks<Schema extends FieldsSchema = FieldsSchema> {
  schema: Schema;
  dialogs: FormDialogs;
  /**
   * Where each copy of the form sits on its page, by placement: the id of its section, card
   * or pop-up ({ main: "registration" }). The response to a post lands there: the success
   * view's address names it, and so does the form's own address until the page is
   * hydrated, so that a refused post without JavaScript opens at the form with its messages.
   */
  anchors: Record<string, string>;
}

export const defineFormChecks = <Schema extends FieldsSchema>(checks: FormChecks<Schema>) => checks;

/**
 * One form's definition, checked against its own schema, extras and record: the part a
 * browser may know, and the rest as a function (see definitions/callback.ts for why).
 */
export const defineLeadForm = <
  Schema extends FieldsSchema,
  Extras extends v.GenericSchema,
  Stored extends Record<string, string>,
  const Notify extends NotifySpec<Stored> | false,
>(
  checks: FormChecks<Schema>,
  rest: () => Omit<LeadFormDefinition<Schema, Extras, Stored, Notify>, keyof FormChecks>,
): LeadFormDefinition<Schema, Extras, Stored, Notify> => ({ ...checks, ...rest() });

/** Every definition, whatever its own types (the registry's constraint). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLeadFormDefinition = LeadFormDefinition<any, any, any, any>;
