// What a post tells about its lead beyond the spec's record (server/leads/lead-context.ts,
// attribution.ts, shared/forms/plan-choice.ts), from source: the plan, the landing page, and
// how values are cleaned and bounded. The same through the built site: test/integration/lead-context.test.ts.
import { describe, expect, it } from "vitest";
import {
  attributionOf,
  campaignOfPost,
  campaignToCarry,
  cleanValue,
  landingPageForRetry,
} from "#server/leads/attribution";
import { contextToStore, leadContextOf } from "#server/leads/lead-context";
import * as v from "valibot";
import { choosePlan, planChoice, planMessage, planSlugs } from "#shared/forms/plan-choice";
import { NO_PLAN_LABEL, planPageMessage } from "#shared/forms/plan-words";

const SITE = "https://www.aptora.example/computerscience/aws";
const post = (referer?: string) =>
  new Request(SITE, { method: "POST", headers: referer ? { referer } : {} });

describe("the plan", () => {
  it("names each plan by its slug and stores its name as shown", () => {
    expect(planSlugs).toEqual(["self-learning", "expert-led-learning", "advanced"]);
    expect(choosePlan("self-learning")).toEqual({ ok: true, plan: "Self Learning" });
    expect(choosePlan("expert-led-learning")).toEqual({ ok: true, plan: "Expert Led learning" });
    expect(choosePlan("advanced")).toEqual({ ok: true, plan: "Advanced" });
  });

  it("takes no plan as none, and refuses one that does not exist", () => {
    expect(choosePlan(undefined)).toEqual({ ok: true });
    expect(choosePlan("")).toEqual({ ok: true });
    for (const wrong of ["gold", "Advanced", " advanced", 3, ["advanced"]])
      expect(choosePlan(wrong)).toEqual({ ok: false, message: planMessage });
    expect(planMessage).toBe(
      "The plan must be one of self-learning, expert-led-learning, advanced, or left out.",
    );
  });

  it("is refused on the page in the words of its options, never by its slugs", () => {
    expect(NO_PLAN_LABEL).toBe("Not decided yet");
    expect(planPageMessage).toBe(
      "Choose Self Learning, Expert Led learning, Advanced or “Not decided yet”.",
    );
  });

  it("is an optional field of the API: a plan's slug, or empty for none", () => {
    for (const fine of [undefined, "", ...planSlugs])
      expect(v.safeParse(planChoice, fine).success, String(fine)).toBe(true);
    const wrong = v.safeParse(planChoice, "gold");
    expect(wrong.success).toBe(false);
    expect(wrong.issues?.[0]?.message).toBe(planMessage);
    // What the OpenAPI document says of it.
    expect(v.getDescription(planChoice.wrapped)).toBe(
      "The pricing plan chosen: self-learning, expert-led-learning, advanced.",
    );
  });

  it("is read for enrollments only", () => {
    expect(leadContextOf("enrollment", { plan: "advanced" }, post(), "api")).toEqual({
      ok: true,
      context: { plan: "Advanced" },
    });
    expect(leadContextOf("enrollment", { plan: "gold" }, post(), "api")).toEqual({
      ok: false,
      fieldErrors: { plan: planMessage },
    });
    expect(leadContextOf("callback", { plan: "gold" }, post(), "api")).toEqual({
      ok: true,
      context: {},
    });
  });
});

describe("the landing page", () => {
  it("without JavaScript: the landing path and campaign of the page the form was on", () => {
    expect(
      attributionOf(
        {},
        "https://www.aptora.example/computerscience/aws?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=t&utm_content=c&gclid=g&fbclid=f&msclkid=m&other=x",
        SITE,
      ),
    ).toEqual({
      landing: "/computerscience/aws",
      utm_source: "news",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "t",
      utm_content: "c",
      gclid: "g",
      fbclid: "f",
      msclkid: "m",
    });
  });

  it("with JavaScript: the session's first page and the other site that sent the visitor there", () => {
    const fields = {
      firstLanding: "/management/hr?utm_source=ads",
      firstReferrer: "https://news.example.org/article?id=1",
    };
    expect(attributionOf(fields, "https://www.aptora.example/?utm_source=later", SITE)).toEqual({
      landing: "/management/hr",
      utm_source: "ads",
      referrer: "news.example.org",
    });
    // This site is no referrer, nor is what is not a web address.
    expect(
      attributionOf({ ...fields, firstReferrer: "https://www.aptora.example/about" }, null, SITE),
    ).toEqual({
      landing: "/management/hr",
      utm_source: "ads",
    });
    expect(
      attributionOf({ ...fields, firstReferrer: "android-app://com.example" }, null, SITE),
    ).toEqual({ landing: "/management/hr", utm_source: "ads" });
    expect(attributionOf({ ...fields, firstReferrer: "" }, null, SITE)).toEqual({
      landing: "/management/hr",
      utm_source: "ads",
    });
  });

  it("keeps only a landing on this site; else falls back to the Referer, or nothing", () => {
    expect(
      attributionOf({ firstLanding: "//evil.example/x?utm_source=x" }, null, SITE),
    ).toBeUndefined();
    expect(
      attributionOf(
        { firstLanding: "https://evil.example/?utm_source=x" },
        "https://www.aptora.example/Contact",
        SITE,
      ),
    ).toEqual({ landing: "/Contact" });
    expect(attributionOf({}, "https://evil.example/?utm_source=x", SITE)).toBeUndefined();
    expect(attributionOf({}, "not an address", SITE)).toBeUndefined();
    expect(attributionOf({}, null, SITE)).toBeUndefined();
    expect(attributionOf({ firstLanding: 42 }, "https://www.aptora.example/about", SITE)).toEqual({
      landing: "/about",
    });
  });

  it("takes the browser's first page only as a path: a protocol-relative address is not one, even to this site", () => {
    const referer = "https://www.aptora.example/about?utm_source=page";
    expect(
      attributionOf({ firstLanding: "//www.aptora.example/x?utm_source=x" }, referer, SITE),
    ).toEqual({ landing: "/about", utm_source: "page" });
    expect(attributionOf({ firstLanding: "/courses//?utm_source=x" }, referer, SITE)).toEqual({
      landing: "/courses//",
      utm_source: "x",
    });
  });

  it("takes a landing carried in the address only as a path on this site, and never a referrer", () => {
    const referer =
      "https://www.aptora.example/about?landing=%2Fcomputerscience%2Faws&referrer=ads.example&utm_source=x";
    expect(attributionOf({}, referer, SITE)).toEqual({
      landing: "/computerscience/aws",
      utm_source: "x",
    });
    // The browser's first page carries one when the tab was opened from a campaign's page.
    expect(
      attributionOf({ firstLanding: "/about?landing=%2Fmanagement%2Fhr&gclid=g" }, null, SITE),
    ).toEqual({ landing: "/management/hr", gclid: "g" });
    for (const other of [
      "//evil.example/x",
      "/\\evil.example/x",
      "https://evil.example/",
      "https://www.aptora.example/x",
      "about",
      "",
    ]) {
      expect(
        attributionOf(
          {},
          `https://www.aptora.example/about?landing=${encodeURIComponent(other)}&utm_source=x`,
          SITE,
        ),
        other,
      ).toEqual({
        landing: "/about",
        utm_source: "x",
      });
    }
    // Only its path: a query or a fragment in it is not the landing's.
    expect(
      attributionOf(
        {},
        `https://www.aptora.example/?landing=${encodeURIComponent("/caf%C3%A9?utm_source=y#z")}`,
        SITE,
      ),
    ).toEqual({
      landing: "/caf\u00e9",
    });
  });

  it("takes a referrer only with the browser's first page, and only a web address (http or https)", () => {
    expect(
      attributionOf(
        { firstReferrer: "https://news.example.org/" },
        "https://www.aptora.example/about",
        SITE,
      ),
    ).toEqual({ landing: "/about" });
    expect(
      attributionOf(
        { firstLanding: "/about", firstReferrer: "http://news.example.org/a" },
        null,
        SITE,
      ),
    ).toEqual({
      landing: "/about",
      referrer: "news.example.org",
    });
    expect(
      attributionOf(
        { firstLanding: "/about", firstReferrer: "git+https://news.example.org/a" },
        null,
        SITE,
      ),
    ).toEqual({ landing: "/about" });
  });

  it("cleans values: NFC, control and format characters removed, trimmed, at most 200 characters; empty ones omitted", () => {
    expect(cleanValue(" cafe\u0301\u0000\u200b\u202e\u2028 ")).toBe("caf\u00e9");
    expect(cleanValue("x".repeat(250))).toBe("x".repeat(200));
    expect(cleanValue("y".repeat(200))).toBe("y".repeat(200));
    expect(
      attributionOf(
        { firstLanding: `/caf%C3%A9?utm_source=%00&utm_medium=%20web%20&gclid=${"z".repeat(300)}` },
        null,
        SITE,
      ),
    ).toEqual({
      landing: "/caf\u00e9",
      utm_medium: "web",
      gclid: "z".repeat(200),
    });
    expect(attributionOf({ firstLanding: "/%E0%A4%A?x" }, null, SITE)).toEqual({
      landing: "/%E0%A4%A",
    });
  });

  it("comes only with page posts", () => {
    const referer = "https://www.aptora.example/?utm_source=news";
    expect(leadContextOf("callback", {}, post(referer), "page")).toEqual({
      ok: true,
      context: { attribution: { landing: "/", utm_source: "news" } },
    });
    expect(leadContextOf("callback", {}, post(referer), "api")).toEqual({ ok: true, context: {} });
    // Nothing is set that was not found: no key with nothing in it.
    const offSite = leadContextOf(
      "enrollment",
      {},
      post("https://evil.example/?utm_source=x"),
      "page",
    );
    expect(offSite.ok && Object.keys(offSite.context)).toEqual([]);
  });
});

describe("a campaign carried to the next page without JavaScript", () => {
  it("carries the campaign keys of a page of this site, cleaned, and the page the visit began on", () => {
    const referer =
      "https://www.aptora.example/computerscience/aws?other=1&gclid=g&utm_source=news&utm_campaign=%20spring%00&utm_term=";
    expect(campaignToCarry(referer, SITE)?.toString()).toBe(
      "utm_source=news&utm_campaign=spring&gclid=g&landing=%2Fcomputerscience%2Faws",
    );
  });

  it("keeps the page the visit began on from page to page", () => {
    const referer = "https://www.aptora.example/about?utm_source=news&landing=%2Fmanagement%2Fhr";
    expect(campaignToCarry(referer, SITE)?.toString()).toBe(
      "utm_source=news&landing=%2Fmanagement%2Fhr",
    );
    expect(
      campaignToCarry(
        "https://www.aptora.example/about?msclkid=m&landing=%2F%2Fevil.example",
        SITE,
      )?.toString(),
    ).toBe("msclkid=m&landing=%2Fabout");
  });

  it("bounds what it carries as what is stored", () => {
    const carried = campaignToCarry(
      `https://www.aptora.example/${"p".repeat(300)}?fbclid=${"f".repeat(300)}`,
      SITE,
    )!;
    expect(carried.get("fbclid")).toBe("f".repeat(200));
    expect(carried.get("landing")).toBe(`/${"p".repeat(199)}`);
  });

  it("reads the site's origin however it is written", () => {
    const referer = "https://www.aptora.example/about?utm_source=news";
    for (const site of [SITE, "https://www.aptora.example", "https://WWW.aptora.example:443"])
      expect(campaignToCarry(referer, site)?.toString(), site).toBe(
        "utm_source=news&landing=%2Fabout",
      );
    expect(
      campaignToCarry("http://localhost/about?gclid=g", "http://localhost:80")?.toString(),
    ).toBe("gclid=g&landing=%2Fabout");
    expect(campaignToCarry(referer, "https://aptora.example")).toBeUndefined();
  });

  it("carries nothing from another site, from a page without a campaign, or from what is no address", () => {
    for (const referer of [
      "https://evil.example/?utm_source=x",
      "http://www.aptora.example/?utm_source=x",
      "https://www.aptora.example/about",
      "https://www.aptora.example/about#top?utm_source=x",
      "https://www.aptora.example/about?landing=%2Fcomputerscience%2Faws",
      "https://www.aptora.example/?utm_source=%00%20",
      "not an address",
      null,
      undefined,
    ]) {
      expect(campaignToCarry(referer, SITE), String(referer)).toBeUndefined();
    }
  });
});

describe("the campaign a page post carries to its success view", () => {
  it("is the campaign of the browser's first page, else of the page the post came from", () => {
    const fields = { firstLanding: "/management/hr?utm_source=ads&gclid=g" };
    expect(campaignOfPost(fields, "https://www.aptora.example/?index", SITE)?.toString()).toBe(
      "utm_source=ads&gclid=g&landing=%2Fmanagement%2Fhr",
    );
    expect(
      campaignOfPost(
        {},
        "https://www.aptora.example/about?utm_medium=mail&landing=%2Fcivil",
        SITE,
      )?.toString(),
    ).toBe("utm_medium=mail&landing=%2Fcivil");
  });

  it("takes a first page only as text: else the page the post came from", () => {
    const referer = "https://www.aptora.example/about?utm_source=page";
    for (const firstLanding of [42, ["/management/hr?utm_source=ads"], { path: "/" }]) {
      expect(
        campaignOfPost({ firstLanding }, referer, SITE)?.toString(),
        JSON.stringify(firstLanding),
      ).toBe("utm_source=page&landing=%2Fabout");
    }
  });

  it("is nothing without a campaign, or from another site", () => {
    expect(
      campaignOfPost(
        { firstLanding: "/about" },
        "https://www.aptora.example/?utm_source=page",
        SITE,
      ),
    ).toBeUndefined();
    expect(
      campaignOfPost({ firstLanding: "//evil.example/?utm_source=x" }, null, SITE),
    ).toBeUndefined();
    expect(campaignOfPost({}, "https://evil.example/?utm_source=x", SITE)).toBeUndefined();
    expect(campaignOfPost({}, null, SITE)).toBeUndefined();
  });
});

describe("a refused post's landing page, given back for the retry", () => {
  it("without JavaScript: the page the post came from, with its query", () => {
    expect(
      landingPageForRetry(
        {},
        "https://www.aptora.example/?utm_source=news&landing=%2Fcomputerscience%2Faws",
        SITE,
      ),
    ).toEqual({
      firstLanding: "/?utm_source=news&landing=%2Fcomputerscience%2Faws",
    });
    expect(landingPageForRetry({}, `https://www.aptora.example/${"a".repeat(1200)}`, SITE)).toEqual(
      { firstLanding: `/${"a".repeat(999)}` },
    );
  });

  it("with JavaScript, or on a retry: what the post said, as it said it, bounded", () => {
    const fields = {
      firstLanding: "/management/hr?gclid=g",
      firstReferrer: "https://news.example.org/",
    };
    expect(landingPageForRetry(fields, "https://www.aptora.example/?index", SITE)).toEqual(fields);
    // Each entry is a hidden field of the form: a post that sent no referrer gets no referrer field back.
    expect(landingPageForRetry({ firstLanding: "/about" }, null, SITE)).toStrictEqual({
      firstLanding: "/about",
    });
    expect(
      landingPageForRetry(
        { firstLanding: "x".repeat(1500), firstReferrer: "y".repeat(1500) },
        null,
        SITE,
      ),
    ).toEqual({
      firstLanding: "x".repeat(1000),
      firstReferrer: "y".repeat(1000),
    });
  });

  it("nothing from another site, from no address, or from fields that are not text", () => {
    expect(landingPageForRetry({}, "https://evil.example/?utm_source=x", SITE)).toBeUndefined();
    expect(landingPageForRetry({}, "not an address", SITE)).toBeUndefined();
    expect(landingPageForRetry({}, null, SITE)).toBeUndefined();
    expect(
      landingPageForRetry(
        { firstLanding: ["/a"], firstReferrer: "https://news.example.org/" },
        null,
        SITE,
      ),
    ).toBeUndefined();
  });
});

describe("a context worth a write", () => {
  it("is one that has something in it", () => {
    expect(contextToStore(undefined)).toBeUndefined();
    expect(contextToStore({})).toBeUndefined();
    expect(contextToStore({ plan: undefined, attribution: undefined })).toBeUndefined();
    expect(contextToStore({ plan: "Advanced" })).toEqual({ plan: "Advanced" });
  });
});
