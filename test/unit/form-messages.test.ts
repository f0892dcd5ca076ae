// Every text a visitor or an API client can read about a form, written out: the spec's
// (sections 5 and 8) and those recorded in docs/decisions/0005 and 0016.
import { describe, expect, it } from "vitest";
import {
  apiMessages,
  badRequest,
  crossSiteRefused,
  dialogs,
  fieldMessages,
  rateLimited,
  tooLarge,
} from "#shared/forms";
import { fieldMaxLengths } from "#shared/forms/limits";
import { MESSAGES } from "../support/spec-rules";

describe("form messages", () => {
  it("are the spec's field messages", () => {
    const { tooLong, ...fixed } = MESSAGES;
    expect(fieldMessages).toMatchObject(fixed);
    expect(fieldMessages.tooLong(150)).toBe(tooLong(150));
  });

  it("are the spec's dialogs for every form", () => {
    const submission = "Submission Error";
    const generic = "There was an error submitting the data. Please try again later.";
    const fillCorrectly = {
      title: "Validation Error",
      text: "Please fill in all fields correctly before submitting.",
    };
    const somethingWrong = {
      title: submission,
      text: "Something went wrong. Please try again later.",
    };
    expect(dialogs).toEqual({
      callback: {
        missing: { title: submission, text: "Please fill in all required fields." },
        invalid: { title: submission, text: "Please fix validation errors before submitting." },
        failure: { title: submission, text: generic },
        success: { title: "Success!", text: "Data submitted successfully!" },
      },
      contact: {
        missing: fillCorrectly,
        invalid: fillCorrectly,
        failure: somethingWrong,
        success: { title: "Success!", text: "Your message has been sent!" },
      },
      ambassador: {
        missing: { title: submission, text: generic },
        invalid: { title: submission, text: generic },
        failure: { title: submission, text: generic },
        success: { title: "Success!", text: "Data submitted successfully!" },
      },
      enrollment: {
        missing: fillCorrectly,
        invalid: fillCorrectly,
        failure: somethingWrong,
        success: { title: "Success!", text: "Your enrollment has been recorded!" },
      },
      newsletter: {
        missing: { title: submission, text: "Please fill in all required fields." },
        invalid: { title: submission, text: "Please fix validation errors before submitting." },
        failure: { title: submission, text: generic },
        success: {
          title: "Success!",
          text: "You are subscribed. Watch your inbox for our next newsletter.",
        },
      },
    });
  });

  it("are the recorded texts where the spec is silent", () => {
    expect(crossSiteRefused).toEqual({
      title: "Submission Error",
      text: "This form can only be sent from our own website. Please reload the page and try again.",
    });
    expect(badRequest).toEqual({
      title: "Submission Error",
      text: "This form arrived incomplete or altered, so nothing was saved. Please reload the page and try again.",
    });
    expect(tooLarge.text).toBe(
      "What you sent is larger than this form accepts. Please shorten your message and try again.",
    );
    expect(rateLimited.title).toBe("Too many attempts");
    expect(apiMessages).toMatchObject({
      unknownCourse: "No course has this department and course slug.",
      source: "The source must be a page path that starts with /.",
      notFound: { title: "Not Found", text: "There is no such resource in this API." },
      methodNotAllowed: {
        title: "Method Not Allowed",
        text: "This resource does not accept that method.",
      },
      forbiddenOrigin: {
        title: "Forbidden",
        text: "This origin may not call the API from a browser.",
      },
    });
  });
});

describe("field lengths (docs/decisions/0005)", () => {
  it("bound every field of every form", () => {
    expect(fieldMaxLengths("callback")).toEqual({
      fullName: 80,
      phone: 24,
      email: 254,
      course: 100,
    });
    expect(fieldMaxLengths("contact")).toEqual({
      name: 80,
      email: 254,
      subject: 150,
      message: 3000,
    });
    expect(fieldMaxLengths("ambassador")).toEqual({
      fullName: 80,
      phone: 24,
      email: 254,
      college: 150,
      graduation_year: 100,
    });
    expect(fieldMaxLengths("enrollment")).toEqual({
      fullName: 80,
      email: 254,
      contactNumber: 24,
      instituteName: 150,
    });
    expect(fieldMaxLengths("newsletter")).toEqual({ email: 254 });
  });
});
