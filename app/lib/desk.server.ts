// The desk's one door: everything the desk's routes and components use of server/desk, by room.
// The Remix glue is in app/lib/desk/ (one file a room); the rest comes from server/desk as it is.
// Only the door and its glue import server/desk: decision 0057, `.dependency-cruiser.cjs`.

// Every desk page: the session check, fresh proof, a desk form, refusals.
export {
  checkStaff,
  deskForm,
  deskMessages,
  deskRefusal,
  optionalStaff,
  requireFreshProof,
  requireStaff,
} from "./desk/session.server";

// Sign-in: a code, a mailed link, a passkey; sign-out.
export {
  forgetAddress,
  landingOf,
  pendingAddress,
  refuseOverPlainHttp,
  rememberAddress,
  returnToOf,
  signedInHeaders,
} from "./desk/sign-in.server";
export {
  askedReturn,
  linkAddress,
  requestCode,
  signInMessages,
  signedInAs,
  signInWithCode,
  signInWithLink,
} from "#server/desk/sign-in/sign-in";
export { json, partyFor, passkeyStep } from "./desk/passkeys.server";
export {
  finishRegistration,
  finishSignIn,
  startRegistration,
  startSignIn,
} from "#server/desk/sign-in/passkeys";
export {
  dismissPasskeyOffer,
  endEverySession,
  endSession,
  removeEveryPasskey,
} from "#server/desk/sign-in/sessions";

// The account page.
export {
  deskTime,
  endOneSession,
  passkeysFor,
  removePasskey,
  sessionsFor,
  switchTakesLeads,
  takesNewLeads,
} from "./desk/account.server";

// The inbox, its CSV and My leads.
export { loggedInboxView, requireExportRight } from "./desk/inbox.server";
export { inboxView, type InboxItem, type InboxView } from "#server/desk/inbox/page";
export { inboxCsv } from "#server/desk/inbox/csv";
export { bulkChange, readBulkForm, type BulkOutcome } from "#server/desk/inbox/bulk";
export { myLeadsView } from "#server/desk/inbox/my-leads";

// One lead: its page, a save, a call, erasure, the person it belongs to.
export { leadPage, type LeadPageView } from "#server/desk/lead/page";
export {
  changeMessages,
  saveLead,
  sessionEndedSave,
  unsavedInput,
  type TypedSave,
  type UnsavedInput,
} from "#server/desk/lead/save";
export { logContact, sessionEndedCall } from "#server/desk/lead/calls";
export {
  markSavedInThisRequest,
  openedCookie,
  postedCookie,
  readAfterOwnPost,
} from "#server/desk/lead/view-log";
export { eraseLead } from "#server/desk/lead/erase";
export { joinPerson, splitPerson, takeLead } from "#server/desk/lead/persons";

// Owners: who takes new leads, the SLA a lead and the reports are judged by.
export { takesLeads } from "#server/desk/owners/assignment";
export { slaOf } from "#server/desk/owners/sla";

// Reports.
export { membersCsv, reportsView } from "#server/desk/reports/page";

// Staff: the list and its changes, routing, the access log.
export {
  assignUnownedLeads,
  logRoutingChange,
  logStaffChange,
  nobodyTakesLeads,
  staffEmails,
} from "./desk/staff.server";
export {
  formRouting,
  listStaff,
  parseRole,
  removeStaff,
  routedForm,
  setFormRoute,
  setStaff,
  setStaffSwitch,
  staffAddress,
  staffMessages,
  type FormRouting,
} from "#server/desk/staff/members";
export { accessLogCsv, accessLogView } from "#server/desk/staff/access-log";
