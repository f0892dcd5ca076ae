// Legal texts reach pages through loaders, so no page's script carries them (0004); the Privacy
// Policy is made in privacy.server.ts.
export { refund, terms } from "#shared/content/legal";
