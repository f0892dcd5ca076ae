// Every change of a lead, newest first: who, when, what moved, and the note.
import type { LeadPageView } from "~/lib/desk.server";

export function LeadTimeline({ timeline, received }: Pick<LeadPageView, "timeline" | "received">) {
  return (
    <ol className="lead-timeline" aria-label="Timeline">
      {timeline.map((item, n) => (
        <li key={`${item.iso}-${n}`}>
          <p className="lead-timeline__when">
            <time dateTime={item.iso}>{item.at}</time> · {item.by || "the desk"}
          </p>
          {item.changes.map((change) => (
            <p key={change} className="lead-timeline__change">
              {change}
            </p>
          ))}
          {item.note ? <p className="lead-timeline__note">{item.note}</p> : null}
        </li>
      ))}
      <li>
        <p className="lead-timeline__when">{received}</p>
        <p className="lead-timeline__change">Arrived (New)</p>
      </li>
    </ol>
  );
}
