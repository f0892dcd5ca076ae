// A page form's post through its route action (app/lib/lead-action.server.ts), in process.
import { describe, expect, it, vi } from "vitest";
import { leadAction } from "~/lib/lead-action.server";
import { parseConfig } from "#server/settings";
import { createSiteServices } from "#server/services";
import { quietLogs } from "../support/logs";

describe("a page form's post", () => {
  it("works out the page it belongs to once", async () => {
    const successPath = vi.fn(() => "/newsletter");
    const request = new Request("http://localhost:3000/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "reader@", returnTo: "/about" }).toString(),
    });
    // The post is refused before anything is stored: the store is never opened.
    const services = createSiteServices(parseConfig({ RATE_LIMIT_PER_MINUTE: "0" }), {
      logDestination: quietLogs(),
    });
    const context = {
      services,
      clientIp: "10.9.9.9",
      origin: "http://localhost:3000",
      host: "localhost:3000",
      responseHints: {},
      log: services.log,
    };
    const response = await leadAction(
      { request, context, params: {} },
      { form: "newsletter", successPath },
    );
    expect((response as { init: ResponseInit | null }).init?.status).toBe(422);
    expect(successPath).toHaveBeenCalledTimes(1);
  });
});
