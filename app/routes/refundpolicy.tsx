import { legalRoute } from "../components/LegalPage";
import { refund } from "../lib/legal.server";

export const loader = () => ({ document: refund });

const route = legalRoute(
  "/refundpolicy",
  "Aptora Learning courses are non-refundable. Read how postponement to a later batch works and what happens with duplicate payments.",
);

export const meta = route.meta;
export default route.Page;
