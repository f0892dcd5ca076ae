import type { MetaFunction } from "@remix-run/node";
import { notFound } from "../utils/responses";

/** Any address no route claims: a real 404 status, rendered by the root error boundary. */
export const loader = () => {
  throw notFound();
};

export const meta: MetaFunction = () => [{ title: "Page not found | Aptora Learning" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return null;
}
