// A member as the staff page shows them: the row its loader sends for each person on the desk.
import type { StaffRole } from "#shared/desk";

export interface StaffRow {
  email: string;
  role: StaffRole;
  /** When they were added, as the desk shows a time. */
  added: string;
  takesLeads: boolean;
  /** An admin may always download leads; a sales member when an admin has allowed it. */
  canExport: boolean;
}
