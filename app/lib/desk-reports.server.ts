// What the desk's reports page uses of server/desk: the period's numbers, and the SLA they are
// judged by.
export { membersCsv, reportsView, type ReportsView } from "#server/desk/reports/page";
export { slaOf } from "#server/desk/owners/sla";
