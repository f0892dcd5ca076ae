// /desk/reports: for a period in the address (from/to, the last 30 days by default), leads per
// day by form, the funnel per campaign (leads, contacted, qualified, enrolled), the speed to
// lead per week and the report per member (with its CSV), each an SVG chart drawn on the server
// with its numbers in a table beside it.
// Any signed-in staff member may read them.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ChartLegend, ColumnChart } from "../components/desk/reports/ColumnChart";
import { FunnelChart } from "../components/desk/reports/FunnelChart";
import { ReportTable } from "../components/desk/reports/ReportTable";
import { reportsView, requireStaff, slaOf } from "../lib/desk.server";
import reportStyles from "../styles/desk-reports.css";
import { deskMeta } from "../lib/desk/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reportStyles }];

export const meta: MetaFunction = () => deskMeta("Reports");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const { services } = context;
  return reportsView(services.store, {
    url: new URL(request.url),
    sla: slaOf(services.config),
    now: services.now().getTime(),
  });
}

const formTones = ["tone-1", "tone-2", "tone-3", "tone-4"];
const stages = [
  { name: "Leads", tone: "tone-stage-1" },
  { name: "Contacted", tone: "tone-stage-2" },
  { name: "Qualified", tone: "tone-stage-3" },
  { name: "Enrolled", tone: "tone-stage-4" },
];
const count = (n: number, thing: string) =>
  `${n.toLocaleString("en-IN")} ${thing}${n === 1 ? "" : "s"}`;
const percent = (value: number) => `${Math.round(value)}%`;
// An axis tick of minutes, to the tenth: the ticks are 0, half the top and the top, and a top of
// 1 or 5 minutes has a half of 0.5 or 2.5, which whole minutes would write as "1" or "3".
const minutes = (value: number) => String(Math.round(value * 10) / 10);

export default function Reports() {
  const report = useLoaderData<typeof loader>();
  const perDaySeries = report.perDay.series.map((each, i) => ({
    name: each.label,
    values: each.counts,
    tone: formTones[i % formTones.length]!,
  }));
  const busiest = report.perDay.totals.reduce(
    (best, count, i) => (count > (report.perDay.totals[best] ?? 0) ? i : best),
    0,
  );
  const enrolled = report.funnel.reduce((sum, line) => sum + line.enrolled, 0);
  const contactedWeeks = report.speed.filter((week) => week.medianMs !== undefined);
  const judgedWeeks = report.speed.filter((week) => week.judged > 0);
  return (
    <>
      <h1>Reports</h1>
      <Form method="get" className="desk-inline-form report-period" aria-label="Period">
        <div className="field">
          <label htmlFor="report-from">From</label>
          <input id="report-from" name="from" type="date" defaultValue={report.from} required />
        </div>
        <div className="field">
          <label htmlFor="report-to">To</label>
          <input id="report-to" name="to" type="date" defaultValue={report.to} required />
        </div>
        <button type="submit" className="button button--small">
          Show
        </button>
      </Form>
      {report.problems.map((problem) => (
        <p key={problem} className="desk-notice desk-notice--warning" role="alert">
          {problem}
        </p>
      ))}
      {report.cutNotice ? (
        <p className="desk-notice desk-notice--warning" role="status">
          {report.cutNotice}
        </p>
      ) : null}
      <p className="report-summary">{`${report.periodText}: ${count(report.total, "lead")}, ${enrolled.toLocaleString("en-IN")} enrolled.`}</p>

      <section className="desk-panel report" aria-labelledby="per-day-heading">
        <h2 id="per-day-heading">Leads per day by form</h2>
        <div className="report__body">
          <figure className="report__chart">
            <ColumnChart
              id="per-day"
              title="Leads per day by form"
              description={
                report.total === 0
                  ? `No leads from ${report.periodText}.`
                  : `${report.total} leads from ${report.periodText}; the busiest day was ${report.perDay.days[busiest]?.label} with ${report.perDay.totals[busiest]}.`
              }
              categories={report.perDay.days.map((day) => day.label)}
              series={perDaySeries}
              counts
            />
            <ChartLegend series={perDaySeries} />
          </figure>
          <ReportTable
            caption="Leads per day by form"
            columns={["Day", ...report.perDay.series.map((each) => each.label), "All"]}
            rows={report.perDay.days.map((day, i) => ({
              key: day.day,
              head: <time dateTime={day.day}>{day.label}</time>,
              cells: [
                ...report.perDay.series.map((each) => each.counts[i]),
                report.perDay.totals[i],
              ],
            }))}
          />
        </div>
      </section>

      <section className="desk-panel report" aria-labelledby="funnel-heading">
        <h2 id="funnel-heading">Which campaigns bring students</h2>
        <p className="report__note">
          Per campaign source / medium and campaign: the leads, and how many have been contacted,
          are qualified and have enrolled. A lead counts where it stands now.
        </p>
        <div className="report__body">
          <figure className="report__chart">
            {report.funnel.length === 0 ? <p>No leads in this period.</p> : null}
            <FunnelChart
              id="funnel"
              title="Funnel by campaign"
              description={
                report.funnel.length === 0
                  ? "No leads in this period."
                  : `Leads, contacted, qualified and enrolled for ${report.funnel.length} ${report.funnel.length === 1 ? "campaign" : "campaigns"}; ${report.funnel[0]!.label} brought the most leads (${report.funnel[0]!.leads}).`
              }
              stages={stages}
              lines={report.funnel.map((line) => ({
                label: line.label,
                values: [line.leads, line.contacted, line.qualified, line.enrolled],
              }))}
            />
          </figure>
          <ReportTable
            caption="Funnel by campaign"
            columns={[
              "Source / medium / campaign",
              "Leads",
              "Contacted",
              "Qualified",
              "Enrolled",
              "Enrolled of leads",
            ]}
            rows={report.funnel.map((line) => ({
              key: line.label,
              head: line.label,
              cells: [
                line.leads,
                line.contacted,
                line.qualified,
                line.enrolled,
                line.leads > 0 ? percent((line.enrolled / line.leads) * 100) : "—",
              ],
            }))}
          />
        </div>
      </section>

      <section className="desk-panel report" aria-labelledby="speed-heading">
        <h2 id="speed-heading">Speed to lead per week</h2>
        <p className="report__note">
          {`Time to first contact counts business hours only, from a lead's arrival to its first logged call or first move away from New. Within the SLA: contacted within ${report.slaText}; a lead not yet contacted counts once its time is up.`}
        </p>
        <div className="report__body">
          <figure className="report__chart">
            {/* A chart with nothing to draw would show only an axis of made-up values: with no
                lead contacted (or judged) yet, the page says so in words instead. The heading is
                then the only name of what is missing, so it is not hidden from screen readers. */}
            {contactedWeeks.length === 0 ? (
              <>
                <h3 className="chart-title">Median time to first contact (business minutes)</h3>
                <p className="report__empty">No lead was contacted in this period yet.</p>
              </>
            ) : (
              <>
                <h3 className="chart-title" aria-hidden="true">
                  Median time to first contact (business minutes)
                </h3>
                <ColumnChart
                  id="speed-median"
                  title="Median time to first contact per week"
                  description={`Median business time to first contact, week by week: ${contactedWeeks.map((week) => `${week.label}, ${week.medianText}`).join("; ")}.`}
                  categories={report.speed.map((week) => week.label.replace("Week of ", ""))}
                  series={[
                    {
                      name: "Median",
                      values: report.speed.map((week) =>
                        week.medianMs === undefined ? null : week.medianMs / 60_000,
                      ),
                      tone: "tone-2",
                    },
                  ]}
                  format={minutes}
                />
              </>
            )}
            {judgedWeeks.length === 0 ? (
              <>
                <h3 className="chart-title">Share contacted within the SLA</h3>
                <p className="report__empty">
                  No lead in this period has been contacted or is past its time yet.
                </p>
              </>
            ) : (
              <>
                <h3 className="chart-title" aria-hidden="true">
                  Share contacted within the SLA
                </h3>
                <ColumnChart
                  id="speed-share"
                  title="Share contacted within the SLA per week"
                  description={`Share of leads contacted within ${report.slaMinutes} business minutes, week by week: ${report.speed.map((week) => `${week.label}, ${week.shareText}`).join("; ")}.`}
                  categories={report.speed.map((week) => week.label.replace("Week of ", ""))}
                  series={[
                    {
                      name: "Within the SLA",
                      values: report.speed.map((week) =>
                        week.share === undefined ? null : week.share * 100,
                      ),
                      tone: "tone-stage-4",
                    },
                  ]}
                  max={100}
                  format={percent}
                />
              </>
            )}
          </figure>
          <ReportTable
            caption="Speed to lead per week"
            columns={[
              "Week",
              "Leads",
              "Contacted",
              "Median time to first contact",
              "Within the SLA",
            ]}
            rows={report.speed.map((week) => ({
              key: week.week,
              head: <time dateTime={week.week}>{week.label}</time>,
              cells: [week.leads, week.contacted, week.medianText, week.shareText],
            }))}
          />
        </div>
      </section>

      <MemberReport report={report} />
    </>
  );
}

const memberTones = [
  { name: "Contacted within the SLA", tone: "tone-stage-4" },
  { name: "Contacted later", tone: "tone-stage-2" },
  { name: "Not contacted yet", tone: "tone-stage-1" },
];

/** A member's name on the chart's axis: the address before its @, unless two share it. */
function shortNames(owners: string[]): string[] {
  const short = owners.map((owner) => (owner ? owner.split("@")[0]! : "Nobody"));
  return short.map((name, i) =>
    short.indexOf(name) !== short.lastIndexOf(name) ? owners[i] || name : name,
  );
}

/** The report per member: a chart of how each member's leads were contacted, and the table. */
function MemberReport({ report }: { report: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const members = report.members;
  const series = memberTones.map((each, n) => ({
    ...each,
    values: members.map((line) =>
      n === 0 ? line.withinSla : n === 1 ? line.contactedLater : line.assigned - line.contacted,
    ),
  }));
  return (
    <section className="desk-panel report" aria-labelledby="members-heading">
      <h2 id="members-heading">Per member</h2>
      <p className="report__note">
        {`Each lead of the period counts for the member who owns it now. Contacted: called (a logged call, whatever its outcome) or moved away from New; within the SLA: within ${report.slaText}.`}{" "}
        <a href={report.membersCsvHref} download>
          Download this table (CSV)
        </a>
      </p>
      <div className="report__body report__body--stacked">
        <figure className="report__chart">
          {members.length === 0 ? (
            <p className="report__empty">No leads in this period.</p>
          ) : (
            <>
              <ColumnChart
                id="members"
                title="Leads per member, by first contact"
                description={`Leads each member owns, split by first contact: ${members.map((line) => `${line.label}, ${count(line.assigned, "lead")}, ${line.withinSla} contacted within the SLA, ${line.contactedLater} later, ${line.assigned - line.contacted} not yet`).join("; ")}.`}
                categories={shortNames(members.map((line) => line.owner))}
                series={series}
                counts
              />
              <ChartLegend series={series} />
            </>
          )}
        </figure>
        <ReportTable
          caption="Per member"
          columns={[
            "Member",
            "Leads assigned",
            "Contacted",
            "Contacted within the SLA",
            "Median time to first contact",
            "Calls logged",
            "Qualified",
            "Enrolled",
          ]}
          rows={members.map((line) => ({
            key: line.owner,
            head: line.label,
            cells: [
              line.assigned,
              line.contacted,
              line.withinText,
              line.medianText,
              line.calls,
              line.qualified,
              line.enrolled,
            ],
          }))}
          headClassName="report__member"
        />
      </div>
    </section>
  );
}
