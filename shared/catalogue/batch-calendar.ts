// When batches start, and by when a student must enroll for one: the site's one batch
// calendar. The rule: a new batch of every course starts on the first of every month, and
// enrollment for it closes at the end of the third day before it starts. Dated exceptions
// move or cancel one month's batch, for every course or for the courses they name. Plain
// data, so that texts may quote it; the rule is worked out in batches.ts.

/** A calendar day, 'yyyy-mm-dd'. */
export type IsoDay = string;

export interface BatchException {
  /** The month whose batch this changes, 'yyyy-mm'. */
  month: string;
  /** The day that batch starts instead (in the same month), or null: no batch that month. */
  starts: IsoDay | null;
  /** Its last day to enroll, when not the usual number of days before the start. */
  enrollBy?: IsoDay;
  /** The course pages ('/computerscience/aws') it applies to; every course when absent. */
  courses?: readonly string[];
  /** Why, for whoever reads or edits the calendar. */
  reason: string;
}

export interface BatchCalendar {
  /** The day of the month a batch starts on, unless an exception says otherwise. */
  startDay: number;
  /** Enrollment closes at the end of the day this many days before the start. */
  enrollDaysBefore: number;
  exceptions: readonly BatchException[];
}

/**
 * Enrollment for a batch closes this many days before it starts, unless an exception says otherwise
 * (texts quote it).
 */
export const ENROLL_DAYS_BEFORE = 3;

/** The one batch calendar of the site. */
export const batchCalendar: BatchCalendar = {
  startDay: 1,
  enrollDaysBefore: ENROLL_DAYS_BEFORE,
  // Dated exceptions are business facts (a holiday, a course paused): add them here as the
  // business announces them, e.g. { month: "2027-01", starts: "2027-01-04", reason: "..." }.
  exceptions: [],
};
