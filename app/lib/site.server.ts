// The app's door to server settings it needs while rendering.
export { getConfig, siteOrigin } from "../../server/config";
export { mintSubmissionKey } from "../../server/leads/keys";
