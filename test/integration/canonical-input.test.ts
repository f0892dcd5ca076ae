// Input that is equal, and input that is not a name, through the real server: equal content is one
// record whatever its Unicode normalisation or email case, and input that is not a name, not text,
// or carries control characters is refused with a message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, startSite, postJson as postJsonTo, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const postJson = (path: string, body: unknown) => postJsonTo(site, path, body);

describe("equal content is one record", () => {
  it("stores a contact message sent in NFC, in NFD and with the email in capitals once, in NFC", async () => {
    const nfc = {
      name: "Ren\u00e9 Dub\u00e9",
      email: "rene.equal@example.com",
      subject: "Caf\u00e9",
      message: "Un caf\u00e9 au d\u00e9but",
      company_website: "",
    };
    const nfd = {
      ...nfc,
      name: nfc.name.normalize("NFD"),
      subject: nfc.subject.normalize("NFD"),
      message: nfc.message.normalize("NFD"),
    };
    for (const fields of [nfc, nfd, { ...nfc, email: "Rene.Equal@EXAMPLE.com" }]) {
      expect((await postForm(site, "/Contact", fields)).status).toBe(303);
    }
    const stored = site
      .records("contactForm")
      .filter((r) => r.record.email?.toLowerCase() === "rene.equal@example.com");
    expect(stored).toHaveLength(1);
    expect(stored[0]!.record).toMatchObject({
      name: "Ren\u00e9 Dub\u00e9",
      email: "rene.equal@example.com",
      subject: "Caf\u00e9",
      message: "Un caf\u00e9 au d\u00e9but",
    });
  });
});

describe("input that is not a name, not text, or not printable", () => {
  it("refuses a call-back fullName made only of combining marks", async () => {
    const fields = {
      fullName: "\u0301\u0302\u0303",
      phone: "9876543210",
      email: "marks@example.com",
      course: "AWS",
      company_website: "",
    };
    const response = await postForm(site, "/?index", fields);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Name can only contain alphabets and spaces.");
    expect(
      site.records("RCB Leads").filter((r) => r.record.email === "marks@example.com"),
    ).toHaveLength(0);
  });

  it("refuses NUL, ESC and BEL in a contact message's single-line fields and in the message", async () => {
    const response = await postJson("/contact-messages", {
      name: "Ravi\u0000Kumar",
      email: "control@example.com",
      subject: "Batch\u001b[2J",
      message: "Ring\u0007 the bell",
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { fields: Record<string, string> };
    const control = "Please remove invisible control characters from this field.";
    expect(problem.fields).toEqual({ name: control, subject: control, message: control });
    expect(
      site.records("contactForm").filter((r) => r.record.email === "control@example.com"),
    ).toHaveLength(0);
  });

  it("keeps newline and tab in a message", async () => {
    const response = await postJson("/contact-messages", {
      name: "Ravi Kumar",
      email: "tabs@example.com",
      subject: "Layout",
      message: "One\r\n\tTwo",
    });
    expect(response.status).toBe(201);
    expect(
      site.records("contactForm").find((r) => r.record.email === "tabs@example.com")?.record
        .message,
    ).toBe("One\n\tTwo");
  });

  it("responds to a JSON number for phone with the phone's own message", async () => {
    const response = await postJson("/callbacks", {
      fullName: "Asha Rao",
      phone: 9876543210,
      email: "number@example.com",
      course: "AWS",
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      phone: "Invalid phone number. Please enter 10 digits.",
    });
  });
});
