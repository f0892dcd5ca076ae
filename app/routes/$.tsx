import { notFound } from "../lib/responses.server";

/** Any address no route claims: a real 404 status, rendered by the root error boundary. */
export const loader = () => {
  throw notFound();
};

export default function NotFound() {
  return null;
}
