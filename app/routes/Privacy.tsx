import { legalRoute } from "../components/LegalPage";
import { grievanceEmail, privacyDocument } from "../lib/privacy.server";

export const loader = () => ({ document: privacyDocument(), grievanceEmail: grievanceEmail() });

const route = legalRoute(
  "/Privacy",
  "What personal information Aptora Learning collects through its website and forms, why, how long it is kept and how to exercise your rights.",
);

export const meta = route.meta;
export default route.Page;
