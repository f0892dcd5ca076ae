import { island } from "../Island";
import type { FooterProps } from "./FooterContent";
import { FooterContent } from "./footer.server";

/**
 * The site footer on every page. Its links, newsletter form and lists work from the
 * server's HTML; their script (the newsletter form's checks among it) loads only once the
 * footer is about to be seen or used.
 */
export const SiteFooter = island<FooterProps>(FooterContent, () => import("./FooterContent").then((m) => m.FooterContent));
