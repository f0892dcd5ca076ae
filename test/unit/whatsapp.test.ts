// "Chat on WhatsApp": the WHATSAPP_NUMBER setting (digits with the country code) and the
// wa.me address it makes, with the course named in the message typed in.
import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/settings";
import { contactChatText, courseChatText, whatsAppHref } from "~/lib/whatsapp.server";

const message =
  "WHATSAPP_NUMBER must be the number with its country code, 11 to 15 digits, such as 919812345678";

describe("WHATSAPP_NUMBER", () => {
  it("is off unless set", () => {
    expect(parseConfig({}).WHATSAPP_NUMBER).toBeUndefined();
    expect(parseConfig({ WHATSAPP_NUMBER: "  " }).WHATSAPP_NUMBER).toBeUndefined();
  });

  it.each([
    "919876543210",
    "+91 98765 43210",
    "+91-98765-43210",
    "(91) 98765.43210",
    "14155550123",
  ])("takes %j as written", (written) => {
    expect(parseConfig({ WHATSAPP_NUMBER: written }).WHATSAPP_NUMBER).toBe(
      written.replace(/\D/g, ""),
    );
  });

  it.each([
    "9876543210",
    "09876543210",
    "0091 98765 43210",
    "+91 98765 4321x",
    "wa.me/919876543210",
    "1".repeat(16),
  ])("refuses %j with a message that names the setting, not the value", (written) => {
    expect(() => parseConfig({ WHATSAPP_NUMBER: written })).toThrow(message);
    try {
      parseConfig({ WHATSAPP_NUMBER: written });
    } catch (error) {
      expect((error as Error).message).not.toContain(written);
    }
  });
});

describe("the chat link", () => {
  it("opens a chat with the number and the course named in the typed message, encoded", () => {
    const config = parseConfig({ WHATSAPP_NUMBER: "+91 98765 43210" });
    expect(whatsAppHref(config, courseChatText("AI & Machine Learning"))).toBe(
      "https://wa.me/919876543210?text=Hello%20Aptora%20Learning%2C%20I%20would%20like%20to%20know%20more%20about%20the%20AI%20%26%20Machine%20Learning%20course.",
    );
    expect(new URL(whatsAppHref(config, contactChatText)!).searchParams.get("text")).toBe(
      "Hello Aptora Learning, I have a question about your courses.",
    );
  });

  it("is absent without a number", () => {
    expect(whatsAppHref(parseConfig({}), contactChatText)).toBeNull();
  });
});
