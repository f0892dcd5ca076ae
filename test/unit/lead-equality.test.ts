// What "the same lead" means to the store's dedupe (spec: the same content within ten
// minutes is one record): canonical equality, not byte equality.
import { describe, expect, it } from "vitest";
import { leadFingerprint } from "#server/leads/fingerprint";
import { newsletterKey } from "#server/leads/keys";

const contact = {
  name: "Ren\u00e9 Dub\u00e9",
  email: "rene@example.com",
  subject: "Caf\u00e9",
  message: "Caf\u00e9 d\u00e9but",
  date: "24/11/2026, 10:00:00 AM",
};

describe("lead fingerprint", () => {
  const of = leadFingerprint("contact");

  it("is the same for the same text in NFC and NFD", () => {
    expect(
      of({ ...contact, name: "Rene\u0301 Dube\u0301", message: "Cafe\u0301 de\u0301but" }),
    ).toBe(of(contact));
  });

  it("compares the email without case, in the local part and the domain", () => {
    expect(of({ ...contact, email: "Rene@Example.COM" })).toBe(of(contact));
    expect(of({ ...contact, email: "RENE@example.com" })).toBe(of(contact));
  });

  it("does not depend on the order of the record's fields (Firebase returns them sorted)", () => {
    const { date, message, ...rest } = contact;
    expect(of({ message, date, ...rest })).toBe(of(contact));
  });

  it("ignores the date the record was stamped with", () => {
    expect(of({ ...contact, date: "24/11/2026, 10:05:00 AM" })).toBe(of(contact));
  });

  it("tells different content apart, including the case of other fields", () => {
    expect(of({ ...contact, message: "Cafe" })).not.toBe(of(contact));
    expect(of({ ...contact, subject: "caf\u00e9" })).not.toBe(of(contact));
    expect(of({ ...contact, email: "rene2@example.com" })).not.toBe(of(contact));
    // A value moved into another field is other content.
    expect(of({ ...contact, subject: contact.message, message: contact.subject })).not.toBe(
      of(contact),
    );
  });

  it("differs between lists for the same content", () => {
    const record = {
      fullName: "Asha Rao",
      email: "asha@example.com",
      phone: "9876543210",
      date: "",
    };
    expect(leadFingerprint("ambassador")(record)).not.toBe(leadFingerprint("callback")(record));
  });

  it("keeps one newsletter subscriber per address whatever its case", () => {
    const of = leadFingerprint("newsletter");
    expect(of({ email: " Reader@Example.com ", date: "1" })).toBe(
      of({ email: "reader@example.com", date: "2" }),
    );
    expect(of({ email: "reader@example.com" })).not.toBe(of({ email: "reader2@example.com" }));
    expect(newsletterKey("Reader@Example.COM ")).toBe(newsletterKey("reader@example.com"));
    expect(newsletterKey("reader@example.com")).not.toBe(newsletterKey("reader2@example.com"));
    expect(newsletterKey("reader@example.com")).toMatch(/^[-0-9A-Za-z_]{20}$/);
  });
});
