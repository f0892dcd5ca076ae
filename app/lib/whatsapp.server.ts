// "Chat on WhatsApp": a plain link to wa.me with a message already typed, when the site has a
// WhatsApp number (WHATSAPP_NUMBER). No script, no widget, nothing of the visitor: the page
// stays the same bytes for everyone, and nothing reaches WhatsApp until the visitor taps.
import type { Config } from "#server/settings";
import { site } from "#shared/catalogue/site";

/** What the chat starts with on a course page. */
export const courseChatText = (courseTitle: string) =>
  `Hello ${site.brandName}, I would like to know more about the ${courseTitle} course.`;

/** What the chat starts with on the contact page. */
export const contactChatText = `Hello ${site.brandName}, I have a question about your courses.`;

/**
 * The wa.me address that opens a chat with the site's number and `text` typed in, or null without a
 * number.
 */
export function whatsAppHref(config: Pick<Config, "WHATSAPP_NUMBER">, text: string): string | null {
  return config.WHATSAPP_NUMBER
    ? `https://wa.me/${config.WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`
    : null;
}
