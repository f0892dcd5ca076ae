// An inbox row as it is when a call-back request from Priya arrives, for the tests of the
// desk's rules that need no store (a save, a lead's summary).
import { arrivingRow, type InboxRow } from "#server/store/desk";

export const callbackRow = (key: string, at: number, change: Partial<InboxRow> = {}): InboxRow => ({
  ...arrivingRow(
    "RCB Leads",
    key,
    {
      form: "callback",
      tab: "leads",
      name: "Priya",
      email: "p@example.com",
      phone: "9876543210",
      course: "",
      plan: "",
      source: "direct",
      campaign: "",
    },
    at,
  ),
  ...change,
});
