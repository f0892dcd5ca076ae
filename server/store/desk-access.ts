// What the staff access log keeps (DeskStorePort.logAccess and accessLog, server/store/desk.ts):
// who did what and when on the desk, with the lead, filter, search or member it was about.
// Both adapters keep it beside the desk's rows; erasing a lead removes a download's search text
// that found it (decisions 0031 and 0045).

export type AccessAction =
  | "view"
  | "export"
  | "access-log-export"
  | "erase"
  /** An inbox page shown or searched (its filter, search and how many leads it showed). */
  | "inbox"
  | "sign-in"
  | "sign-out"
  /** Code sign-in for `subject` paused after too many wrong codes. */
  | "sign-in-paused"
  | "passkey-added"
  | "passkey-removed"
  | "staff-added"
  | "staff-removed"
  | "staff-role"
  /** A lead form's new leads routed to a member (`subject`), or to everyone in turn (none). */
  | "staff-routing";

export interface AccessEntryInit {
  at: number;
  /** The staff member's email. */
  by: string;
  action: AccessAction;
  /** The lead viewed (or erased). */
  lead?: { list: string; key: string };
  /**
   * The inbox filter of a download, as its address query without the search
   * ("status=new&form=callback"); for a routing change, its form ("form=callback").
   */
  filter?: string;
  /** The search text of a download, when it had one. */
  search?: string;
  /** Rows downloaded, or leads an inbox page showed. */
  count?: number;
  /** How a sign-in was proven. */
  method?: "code" | "link" | "passkey";
  /** The staff member an action was about (a staff change, a paused sign-in), when not `by`. */
  subject?: string;
  /**
   * The leads a download found by its search: the search text may be personal data of theirs
   * (a name, a phone), so erasing one of them removes the text from the entry.
   */
  searchedLeads?: Array<{ list: string; key: string }>;
}

export interface AccessEntry extends Omit<AccessEntryInit, "searchedLeads"> {
  id: string;
  /** The download's search text was removed when a lead it found was erased. */
  searchErased?: boolean;
}
