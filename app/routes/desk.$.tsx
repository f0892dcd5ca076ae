// Any /desk/... address no desk page claims (/desk/leads/nonsense, /desk/a/b): the desk's own
// "No such desk page" (404) in the desk's layout, for a signed-in member. Like every desk address
// it asks for a session first, so a visitor who is not signed in is sent to sign in (or gets 401
// for data) and learns nothing of which desk addresses exist.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "../lib/desk.server";
import { notFound } from "../lib/responses.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  // The desk layout's error boundary (app/routes/desk.tsx) says what a 404 is there.
  throw notFound();
}

export default function NoSuchDeskPage() {
  return null;
}
