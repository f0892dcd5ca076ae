// The price a student pays: every plan's GST and total derived from its price, written total
// first with the rupee sign and Indian digit grouping, and the same figures wherever a plan
// is named (texts, the lead email, the API's contract).
import { describe, expect, it } from "vitest";
import { contextLines, planWithPrice } from "#server/notify/fields";
import {
  formatRupees,
  GST_PERCENT,
  partsText,
  planPrice,
  plans,
  priceText,
  totalText,
} from "#shared/catalogue/plans";
import { mainFaqs } from "#shared/catalogue/faqs";
import { whyChooseUs } from "#shared/content/about";
import { lowestPlanPrice } from "~/lib/catalogue.server";
import { terms } from "#shared/content/legal";

describe("every plan's price", () => {
  it.each([
    ["Self Learning", 5000, 900, 5900, "₹5,900 incl. GST (₹5,000 + ₹900 GST)"],
    ["Expert Led learning", 7000, 1260, 8260, "₹8,260 incl. GST (₹7,000 + ₹1,260 GST)"],
    ["Advanced", 10000, 1800, 11800, "₹11,800 incl. GST (₹10,000 + ₹1,800 GST)"],
  ])("%s: ₹%i + 18%% GST of ₹%i is ₹%i, shown as %s", (name, price, gst, total, text) => {
    const plan = plans.find((p) => p.course_type === name)!;
    expect(plan.price).toBe(price);
    expect(planPrice(plan)).toEqual({ price, gst, total });
    expect(priceText(plan)).toBe(text);
    expect(totalText(plan)).toBe(text.slice(0, text.indexOf(" (")));
    expect(partsText(plan)).toBe(text.slice(text.indexOf("(") + 1, -1));
  });

  it("rounds GST to the nearest whole rupee, half a rupee up, and adds it to a whole total", () => {
    expect(GST_PERCENT).toBe(18);
    expect(planPrice({ price: 2775 })).toEqual({ price: 2775, gst: 500, total: 3275 }); // 499.50
    expect(planPrice({ price: 4999 })).toEqual({ price: 4999, gst: 900, total: 5899 }); // 899.82
    expect(planPrice({ price: 4997 })).toEqual({ price: 4997, gst: 899, total: 5896 }); // 899.46
    expect(planPrice({ price: 1 })).toEqual({ price: 1, gst: 0, total: 1 }); // 0.18
  });

  it("writes rupees with the rupee sign and Indian digit grouping", () => {
    expect(formatRupees(900)).toBe("₹900");
    expect(formatRupees(11800)).toBe("₹11,800");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
  });
});

describe("texts that name a price", () => {
  const texts = [
    ...mainFaqs.map((f) => f.answer),
    ...whyChooseUs(lowestPlanPrice()).map((w) => w.text),
    ...terms.sections.flatMap((s) => s.paragraphs),
  ];

  it("never show a price before tax alone, nor say GST is added later", () => {
    for (const text of texts) {
      expect(text).not.toMatch(
        /\bRs\b|plus (?:18% )?GST|\+ GST|added at checkout|exclude (?:Goods|GST)/i,
      );
    }
  });

  it("quote every plan's total, derived from its price", () => {
    const payment = mainFaqs.find((f) => f.question.startsWith("How do I pay"))!.answer;
    for (const plan of plans) expect(payment).toContain(priceText(plan));
    expect(payment).toContain("nothing is added when you pay");
    const fees = terms.sections.find((s) => s.heading.includes("Fees"))!.paragraphs.join(" ");
    for (const plan of plans) expect(fees).toContain(priceText(plan));
    expect(
      whyChooseUs(lowestPlanPrice())
        .map((w) => w.text)
        .join(" "),
    ).toContain("three plans from ₹5,900 incl. GST");
  });
});

describe("the plan in a lead's email", () => {
  it("names the plan with what it costs, total first; a plan the catalogue no longer has, as stored", () => {
    expect(planWithPrice("Advanced")).toBe("Advanced, ₹11,800 incl. GST (₹10,000 + ₹1,800 GST)");
    expect(planWithPrice("Gold")).toBe("Gold");
    expect(contextLines({ plan: "Self Learning" }, (iso) => iso)).toEqual([
      { label: "Plan chosen", value: "Self Learning, ₹5,900 incl. GST (₹5,000 + ₹900 GST)" },
    ]);
    // Where only what is stored is listed (/my-data), the plan's name alone.
    expect(
      contextLines(
        { plan: "Self Learning" },
        (iso) => iso,
        (plan) => plan,
      ),
    ).toEqual([{ label: "Plan chosen", value: "Self Learning" }]);
  });
});
