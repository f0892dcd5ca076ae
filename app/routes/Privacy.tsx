import { privacy } from "../../shared/content/legal";
import { legalRoute } from "../components/LegalPage";

const route = legalRoute(
  privacy,
  "/Privacy",
  "What personal information Aptora Learning collects through its website and forms, why, how long it is kept and how to exercise your rights.",
);

export const meta = route.meta;
export default route.Page;
