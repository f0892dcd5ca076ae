import { legalRoute } from "../components/LegalPage";
import { terms } from "../lib/legal.server";

export const loader = () => ({ document: terms });

const route = legalRoute(
  "/TermsCondition",
  "The terms that apply when you use the Aptora Learning website and enrol in a course: eligibility, fees, conduct, certificates and liability.",
);

export const meta = route.meta;
export default route.Page;
