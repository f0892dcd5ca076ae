// With JavaScript, an open inbox listens to the desk's event stream (/desk/events) and, when
// leads arrive or change, loads its page again (the same session-checked loader as a reload):
// a new lead shows within about a second or two, and the tab's title counts the New leads.
// The stream carries counts only, never a lead. Without JavaScript, a reload does the same.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

/** What the last event said, for the page's polite live region. */
export function useLiveInbox(): string {
  // The router's own revalidate: the same function for the page's life, so the stream opens once.
  const { revalidate } = useRevalidator();
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const events = new EventSource("/desk/events");
    // Leads that arrived between this page's load and the stream's start are shown too.
    events.addEventListener("open", () => revalidate());
    events.addEventListener("leads", (message: MessageEvent<string>) => {
      const { arrived = 0 } = JSON.parse(message.data) as { arrived?: number };
      if (arrived > 0)
        setSaid(arrived === 1 ? "A new lead arrived." : `${arrived} new leads arrived.`);
      revalidate();
    });
    return () => events.close();
  }, [revalidate]);
  return said;
}
