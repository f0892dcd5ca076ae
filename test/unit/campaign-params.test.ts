// Campaign parameters are left out of a page's query before the page cache decides which
// page is served; everything else in the query stays as sent, in its order.
import { describe, expect, it } from "vitest";
import { withoutCampaignParams } from "#shared/page-variants";

describe("withoutCampaignParams", () => {
  it.each([
    ["", ""],
    [
      "?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&gclid=f&fbclid=g&msclkid=h",
      "",
    ],
    ["?sent=callback&utm_source=x", "?sent=callback"],
    ["?gclid=1&sent=ambassador&fbclid=2&at=modal&msclkid=3", "?sent=ambassador&at=modal"],
    // A browser reads an escaped name as the name itself.
    ["?utm%5Fsource=x&sent=contact", "?sent=contact"],
    // Anything that is not a campaign parameter keeps today's meaning, even a near miss.
    ["?utm_sources=x&UTM_SOURCE=y&utm_id=z", "?utm_sources=x&UTM_SOURCE=y&utm_id=z"],
    ["?q=aws&utm_source=x&department=", "?q=aws&department="],
    ["?sent=callback&&utm_term=x&", "?sent=callback&&"],
    // The page a visit began on travels with the campaign; the referring site never does.
    ["?landing=%2F&referrer=x", "?referrer=x"],
    ["?sent=contact&landing=%2Fabout", "?sent=contact"],
  ])("%s -> %s", (query, expected) => {
    expect(withoutCampaignParams(query)).toBe(expected);
  });
});
