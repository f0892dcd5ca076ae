// Legal texts reach pages through loaders, so no page's script carries them (0004).
export { privacy, refund, terms } from "../../shared/content/legal";
