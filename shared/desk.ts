// The staff desk's addresses and roles, known to the browser and the server alike: the HTTP
// layer marks every desk response private and unindexed, the root layout leaves the public
// header and footer off desk pages, and the sign-in pages only send people back into the desk.

export const DESK_PATH = "/desk";
export const SIGN_IN_PATH = "/desk/sign-in";

/** `sales` works leads; `admin` also manages staff, erases and reads the access log. */
export const STAFF_ROLES = ["sales", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  value === "sales" || value === "admin";

/**
 * A path of the desk, its single-fetch data (`/desk.data`, `/desk/staff.data`) included, in any
 * letter case: routes match without regard to case, so `/DESK/staff` is the same page.
 */
export function isDeskPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === DESK_PATH || lower.startsWith(`${DESK_PATH}/`) || lower === `${DESK_PATH}.data`;
}

/**
 * Where to go after signing in: a desk path (with its query) as given, else the desk's first
 * page. Anything that is not plainly a path of the desk (another site, `//host`, a backslash,
 * control characters, the sign-in pages themselves) is not followed.
 */
export function deskReturnPath(value: unknown): string {
  if (
    typeof value !== "string" ||
    value.length > 1024 ||
    !value.startsWith("/") ||
    value.startsWith("//")
  )
    return DESK_PATH;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DESK_PATH;
  const base = "http://desk.invalid";
  const parsed = new URL(value, base);
  const path = parsed.pathname;
  if (
    parsed.origin !== base ||
    !isDeskPath(path) ||
    path.endsWith(".data") ||
    path.toLowerCase().startsWith(SIGN_IN_PATH)
  )
    return DESK_PATH;
  return `${path}${parsed.search}`;
}

/** Where a lead stands, in the order a lead moves through them. */
export const leadStatuses = ["new", "contacted", "qualified", "enrolled", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The lead statuses as people read them. */
export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  enrolled: "Enrolled",
  lost: "Lost",
};
