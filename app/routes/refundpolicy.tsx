import { refund } from "../../shared/content/legal";
import { legalRoute } from "../components/LegalPage";

const route = legalRoute(
  refund,
  "/refundpolicy",
  "Aptora Learning courses are non-refundable. Read how postponement to a later batch works and what happens with duplicate payments.",
);

export const meta = route.meta;
export default route.Page;
