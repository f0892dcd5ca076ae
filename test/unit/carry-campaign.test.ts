// The chain's step that carries a campaign to the next page without JavaScript (decision 0029)
// works the move out once per request: when the hit path in front of the chain has asked
// campaignRedirect already, the step takes that answer (server/http/carry-campaign.ts).
import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carryCampaign } from "#server/http/carry-campaign";

const CAMPAIGN_PAGE = "/computerscience/aws?utm_source=news";

describe("the chain's campaign step", () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express()
      // What the hit path left on the request, named by the test's header.
      .use((req, _res, next) => {
        const given = req.get("x-hit-path-answer");
        if (given !== undefined) req.campaignMove = given === "none" ? null : given;
        next();
      })
      .use(carryCampaign({ SITE_URL: undefined, PORT: 3000, TRUST_PROXY: 0 }))
      .use((_req, res) => {
        res.send("served where it is");
      });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const open = (headers: Record<string, string>) =>
    fetch(`${url}/computerscience`, {
      headers: { "sec-fetch-dest": "document", ...headers },
      redirect: "manual",
    });

  it("works the move out from the Referer when nothing has asked before it", async () => {
    const moved = await open({ referer: `${url}${CAMPAIGN_PAGE}` });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(
      "/computerscience?utm_source=news&landing=%2Fcomputerscience%2Faws",
    );
  });

  it("takes the hit path's move without reading the Referer again", async () => {
    const moved = await open({ "x-hit-path-answer": "/computerscience?utm_source=mail" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/computerscience?utm_source=mail");
    expect(moved.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the page where it is when the hit path found no move", async () => {
    const served = await open({ referer: `${url}${CAMPAIGN_PAGE}`, "x-hit-path-answer": "none" });
    expect(served.status).toBe(200);
    expect(await served.text()).toBe("served where it is");
  });
});
