// schema.org builders for ServerJsonLd: an empty module in the browser bundle.
export { breadcrumbs, course, organization } from "../utils/structured-data";
