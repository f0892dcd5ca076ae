// /desk/events: the server-sent events an open inbox listens to (server/desk/events.ts). Only
// for a signed-in member (401 otherwise, as for any desk data); the session is checked again
// every HEARTBEAT_MS without counting as use (an inbox left open still reaches its idle end),
// and a session that has ended (signed out, removed, idle) ends the stream. The events carry
// counts, never a lead: the inbox then loads its own page. `?since=` is the stamp its page was
// read after: if leads changed since, the stream's first event (`stale`) says so.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "../lib/desk.server";

/**
 * A comment line this often keeps proxies (and the server's idle bound) from closing a quiet
 * stream.
 */
const HEARTBEAT_MS = 20_000;

/** The page the stream was opened for is behind the store: it should load again. */
const STALE = "event: stale\ndata: {}\n\n";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, { touch: false });
  const { deskEvents } = context.services;
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(beat);
        unlisten();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader (the client went away).
        }
      };
      const unlisten = deskEvents.listen({
        event: (event) => send(`event: leads\ndata: ${JSON.stringify(event)}\n\n`),
        end,
      });
      const beat = setInterval(() => {
        requireStaff(request, context, { touch: false }).then(
          () => send(": still here\n\n"),
          () => end(),
        );
      }, HEARTBEAT_MS);
      stop = end;
      request.signal.addEventListener("abort", end);
      send("retry: 3000\n: listening\n\n");
      // Checked once listening: a change in between is told twice rather than not at all.
      const since = new URL(request.url).searchParams.get("since");
      deskEvents.changedAfter(since).then(
        (changed) => changed && send(STALE),
        () => send(STALE),
      );
    },
    cancel() {
      // The reader went away: nothing more may be queued, and the stream must not be closed again.
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "X-Accel-Buffering": "no",
      "X-Robots-Tag": "noindex",
    },
  });
}
