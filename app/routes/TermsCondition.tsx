import { terms } from "../../shared/content/legal";
import { legalRoute } from "../components/LegalPage";

const route = legalRoute(
  terms,
  "/TermsCondition",
  "The terms that apply when you use the Aptora Learning website and enrol in a course: eligibility, fees, conduct, certificates and liability.",
);

export const meta = route.meta;
export default route.Page;
