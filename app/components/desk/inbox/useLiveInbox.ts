// With JavaScript, an open inbox listens to the desk's event stream (/desk/events) and, when
// leads arrive or change, loads its page again (the same session-checked loader as a reload):
// a new lead shows within about a second or two, and the tab's title counts the New leads.
// The stream is opened with the stamp of the first page, and says at once if that page is
// already behind. It carries counts only, never a lead. Without JavaScript, a reload does the same.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * What the last event said, for the page's polite live region. `stamp`: the page's (its loader's
 * `liveSince`); the first one is kept for the stream's life.
 */
export function useLiveInbox(stamp: string): string {
  // The router's own revalidate: the same function for the page's life, so the stream opens once.
  const { revalidate } = useRevalidator();
  const [since] = useState(stamp);
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const events = new EventSource(`/desk/events?since=${encodeURIComponent(since)}`);
    // Leads that arrived or changed between this page's load and the stream's start.
    events.addEventListener("stale", () => revalidate());
    events.addEventListener("leads", (message: MessageEvent<string>) => {
      const { arrived = 0 } = JSON.parse(message.data) as { arrived?: number };
      if (arrived > 0)
        setSaid(arrived === 1 ? "A new lead arrived." : `${arrived} new leads arrived.`);
      revalidate();
    });
    return () => events.close();
  }, [revalidate, since]);
  return said;
}
