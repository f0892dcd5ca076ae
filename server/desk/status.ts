// The lead statuses as people read them.
import type { LeadStatus } from "../store/desk";

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  enrolled: "Enrolled",
  lost: "Lost",
};
