// The success view of a page after a stored lead: `?sent=<form>[&at=<placement>]`.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PLACEMENT,
  HONEYPOT_FIELD,
  KEY_FIELD,
  PLACEMENT_FIELD,
  PLACEMENT_PATTERN,
  readSuccessView,
  RETURN_TO_FIELD,
  successViewAddress,
} from "#shared/forms";

describe("hidden fields of page forms", () => {
  it("keep their names: pages already open in visitors' browsers post them after a deploy", () => {
    expect([
      HONEYPOT_FIELD,
      KEY_FIELD,
      PLACEMENT_FIELD,
      RETURN_TO_FIELD,
      DEFAULT_PLACEMENT,
    ]).toEqual(["company_website", "submissionKey", "placement", "returnTo", "main"]);
    expect(PLACEMENT_PATTERN.source).toBe("^[a-z]{1,20}$");
  });
});

describe("successViewAddress", () => {
  it("adds the form, and the placement only when it is not the main one", () => {
    expect(successViewAddress("/", { form: "callback", placement: "main" })).toBe(
      "/?sent=callback",
    );
    expect(successViewAddress("/about", { form: "newsletter", placement: "footer" })).toBe(
      "/about?sent=newsletter&at=footer",
    );
    expect(
      successViewAddress("/campusAmb", { form: "ambassador", placement: "inline" }, "join"),
    ).toBe("/campusAmb?sent=ambassador&at=inline#join");
  });

  it("keeps the page's own query and replaces an earlier success view", () => {
    expect(
      successViewAddress("/courses?q=aws&sent=contact&at=modal", {
        form: "callback",
        placement: "main",
      }),
    ).toBe("/courses?q=aws&sent=callback");
    expect(
      successViewAddress(
        "/courses?sent=a&sent=b&q=x",
        { form: "contact", placement: "side" },
        "form",
      ),
    ).toBe("/courses?q=x&sent=contact&at=side#form");
    expect(successViewAddress("?q=x", { form: "contact", placement: "main" })).toBe(
      "?q=x&sent=contact",
    );
  });
});

describe("readSuccessView", () => {
  const read = (query: string) => readSuccessView(new URLSearchParams(query));

  it("reads a known form and its placement, main when absent, with the form's success dialog", () => {
    const success = (text: string) => ({ kind: "success", title: "Success!", text });
    expect(read("sent=callback")).toEqual({
      form: "callback",
      placement: "main",
      dialog: success("Data submitted successfully!"),
    });
    expect(read("sent=newsletter&at=footer")).toEqual({
      form: "newsletter",
      placement: "footer",
      dialog: success("You are subscribed. Watch your inbox for our next newsletter."),
    });
    expect(read(`sent=contact&at=${"z".repeat(20)}`)).toEqual({
      form: "contact",
      placement: "z".repeat(20),
      dialog: success("Your message has been sent!"),
    });
  });

  it.each([
    "",
    "sent=",
    "sent=unknown",
    "sent=Callback",
    "sent=__proto__",
    "at=footer",
    "sent=callback&at=",
    "sent=callback&at=Footer",
    "sent=callback&at=foot1",
    `sent=callback&at=${"z".repeat(21)}`,
    "sent=callback&at=a%0Ab",
  ])("is nothing for %j", (query) => {
    expect(read(query)).toBeNull();
  });
});
