// The desk's reports page's door into server/desk: the period's numbers, and the SLA they are
// judged by.
export { membersCsv, reportsView, type ReportsView } from "#server/desk/reports/page";
export { slaOf } from "#server/desk/owners/sla";
