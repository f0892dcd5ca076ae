// The course page's parts below its first screen, as the server renders them: an empty
// module in the browser bundle (see Island.tsx).
export { CourseFeedback } from "./CourseFeedback";
export { PlansAndCertificates } from "./PlansAndCertificates";
