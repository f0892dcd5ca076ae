// The typed API client (shared/api/client.ts) sends a submission as the gateway reads it:
// JSON, or a form body in which an extra left out is absent, not the text "undefined".
import { describe, expect, it } from "vitest";
import { createApiClient } from "#shared/api/client";

function capture() {
  const sent: Array<{ url: string; body: string; type: string | null }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      body: typeof init.body === "string" ? init.body : "",
      type: new Headers(init.headers).get("content-type"),
    });
    return Response.json({ key: "k", title: "Success!", message: "ok" }, { status: 201 });
  }) as typeof fetch;
  return { sent, client: createApiClient("http://site.test", fetchImpl) };
}

describe("createApiClient().submit", () => {
  const valid = {
    fullName: "Asha Rao",
    phone: "9876543210",
    email: "asha@example.com",
    course: "AWS",
    source: "/partner/landing",
  };

  it("sends the fields as a form body, leaving out an extra that is not given", async () => {
    const { sent, client } = capture();
    await client.submit("callback", { ...valid, source: undefined }, { encoding: "form" });
    expect(sent[0]!.type).toBe("application/x-www-form-urlencoded");
    const body = new URLSearchParams(sent[0]!.body);
    expect(body.has("source")).toBe(false);
    expect(Object.fromEntries(body)).toEqual(
      Object.fromEntries(Object.entries(valid).filter(([name]) => name !== "source")),
    );
  });

  it("sends the fields as JSON by default", async () => {
    const { sent, client } = capture();
    await client.submit("callback", valid);
    expect(sent[0]!.type).toBe("application/json");
    expect(JSON.parse(sent[0]!.body)).toEqual(valid);
  });
});
