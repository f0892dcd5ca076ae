import type { LoaderFunctionArgs } from "@remix-run/node";
import { legalRoute } from "../components/LegalPage";
import { privacyDocument } from "../lib/privacy.server";

export const loader = ({ context }: LoaderFunctionArgs) => ({
  document: privacyDocument(context.services.config),
  grievanceEmail: context.services.config.GRIEVANCE_EMAIL,
});

const route = legalRoute(
  "/Privacy",
  "What personal information Aptora Learning collects through its website and forms, why, how long it is kept and how to exercise your rights.",
);

export const meta = route.meta;
export default route.Page;
