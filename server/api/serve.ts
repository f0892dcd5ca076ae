// Serving one endpoint from its resource route: CORS, OPTIONS, HEAD, and JSON responses for
// every outcome, including 404 and 405 (which Remix would otherwise handle in its own way).
import type { Logger } from "../logging/logger";
import { apiMessages } from "#shared/forms";
import { isCrossSite } from "../web/origin";
import type { SiteServices } from "../services";
import type { Endpoint } from "./endpoint";
import { problem } from "./responses";

export interface ApiCall {
  services: SiteServices;
  request: Request;
  params: Record<string, string | undefined>;
  clientIp: string | undefined;
  origin: string;
  /** The host the request was sent to, as far as it can be trusted. */
  host: string | undefined;
  /** The request's logger (its lines carry the request id). */
  log?: Logger;
}

const ALLOWED_HEADERS = "Content-Type, Idempotency-Key, If-None-Match";

/**
 * The CORS headers for an allowed browser origin; null for a foreign one; {} when no Origin was
 * sent.
 */
function corsHeaders(call: ApiCall): Record<string, string> | null {
  const origin = call.request.headers.get("origin");
  if (!origin) return {};
  const sameSite = !isCrossSite({ origin, host: call.host }, call.services.config.SITE_URL);
  if (!sameSite && !call.services.config.CORS_ORIGINS.includes(origin)) return null;
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Expose-Headers": "ETag, Retry-After",
  };
}

const forbidden = () =>
  problem(403, apiMessages.forbiddenOrigin.title, apiMessages.forbiddenOrigin.text);
export const apiNotFound = () =>
  problem(404, apiMessages.notFound.title, apiMessages.notFound.text);
/** A query longer than the API reads (server/limits/address-bounds.ts): refused in JSON, as every answer. */
export const apiUriTooLong = (limit: number) =>
  problem(414, "URI Too Long", `The query of this address may be at most ${limit} characters.`);

export async function serveEndpoint(endpoint: Endpoint, call: ApiCall): Promise<Response> {
  // Every response's headers (or its refusal) depend on Origin, whether it was allowed or not.
  const response = await serveWithCors(endpoint, call);
  response.headers.append("Vary", "Origin");
  return response;
}

async function serveWithCors(endpoint: Endpoint, call: ApiCall): Promise<Response> {
  const cors = corsHeaders(call);
  const withCors = (response: Response) => {
    for (const [name, value] of Object.entries(cors ?? {})) response.headers.set(name, value);
    return response;
  };
  const allowed = [
    ...(endpoint.get ? ["GET", "HEAD"] : []),
    ...(endpoint.post ? ["POST"] : []),
    "OPTIONS",
  ].join(", ");
  const method = call.request.method;
  if (method === "OPTIONS") {
    if (cors === null) return forbidden();
    const headers = {
      Allow: allowed,
      "Access-Control-Allow-Methods": allowed,
      "Access-Control-Allow-Headers": ALLOWED_HEADERS,
      "Access-Control-Max-Age": "600",
    };
    return withCors(new Response(null, { status: 204, headers }));
  }
  const operation =
    method === "GET" || method === "HEAD"
      ? endpoint.get
      : method === "POST"
        ? endpoint.post
        : undefined;
  if (!operation)
    return withCors(
      problem(
        405,
        apiMessages.methodNotAllowed.title,
        apiMessages.methodNotAllowed.text,
        {},
        { Allow: allowed },
      ),
    );
  // A browser page of another site may not post leads (CSRF); servers send no Origin.
  if (method === "POST" && cors === null) return forbidden();
  const params: Record<string, string> = {};
  for (const name of endpoint.params) {
    const value = call.params[name];
    if (value === undefined || value.length > 100) return withCors(apiNotFound());
    params[name] = value;
  }
  return withCors(
    await operation.handler({
      services: call.services,
      request: call.request,
      params,
      clientIp: call.clientIp,
      origin: call.origin,
      log: call.log,
    }),
  );
}
