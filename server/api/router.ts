// /api/v1: one small table of paths and methods, CORS, and JSON for every outcome.
import { API_BASE, submissionPaths } from "../../shared/api/contract";
import { apiMessages, formIds } from "../../shared/forms";
import { getConfig, siteOrigin } from "../config";
import { isCrossSite } from "../http/request-guards";
import { catalogueHandlers } from "./catalogue";
import { certificateLookup } from "./certificates";
import { openApiDocument } from "./openapi";
import { jsonResponse, problem } from "./responses";
import { submit } from "./submissions";

type Handler = (request: Request, params: string[], clientIp: string | undefined) => Response | Promise<Response>;
interface Route {
  pattern: RegExp;
  methods: Partial<Record<"GET" | "POST", Handler>>;
}

const SLUG = "([a-z0-9-]{1,60})";
const routes: Route[] = [
  { pattern: /^\/departments$/, methods: { GET: (r) => catalogueHandlers.departments(r) } },
  { pattern: new RegExp(`^/departments/${SLUG}$`), methods: { GET: (r, [slug]) => catalogueHandlers.department(r, slug!) } },
  { pattern: /^\/courses$/, methods: { GET: (r) => catalogueHandlers.courses(r) } },
  { pattern: new RegExp(`^/courses/${SLUG}/${SLUG}$`), methods: { GET: (r, [d, c]) => catalogueHandlers.course(r, d!, c!) } },
  { pattern: /^\/plans$/, methods: { GET: (r) => catalogueHandlers.plans(r) } },
  { pattern: /^\/faqs$/, methods: { GET: (r) => catalogueHandlers.faqs(r) } },
  { pattern: /^\/openapi\.json$/, methods: { GET: (r) => jsonResponse(200, openApiDocument(siteOrigin(r)), { "Cache-Control": "public, max-age=300" }) } },
  { pattern: /^\/certificates\/([^/]{1,100})$/, methods: { GET: (r, [number], ip) => certificateLookup(r, decodeURIComponent(number!), ip) } },
  ...formIds.map((form) => ({
    pattern: new RegExp(`^${submissionPaths[form]}$`),
    methods: { POST: ((request, _params, ip) => submit(form, request, ip)) satisfies Handler },
  })),
];

const ALLOWED_HEADERS = "Content-Type, Idempotency-Key, If-None-Match";

/** The CORS headers for an allowed browser origin; null for a foreign one; {} when no Origin was sent. */
function corsHeaders(request: Request): Record<string, string> | null {
  const origin = request.headers.get("origin");
  if (!origin) return {};
  const sameSite = !isCrossSite({ origin, host: new URL(request.url).host });
  if (!sameSite && !getConfig().CORS_ORIGINS.includes(origin)) return null;
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin", "Access-Control-Expose-Headers": "ETag, Retry-After" };
}

export async function handleApi(request: Request, clientIp: string | undefined): Promise<Response> {
  const path = new URL(request.url).pathname.slice(API_BASE.length) || "/";
  const route = routes.find((r) => r.pattern.test(path));
  const cors = corsHeaders(request);
  const withCors = (response: Response) => {
    for (const [name, value] of Object.entries(cors ?? {})) response.headers.set(name, value);
    return response;
  };
  if (!route) return withCors(problem(404, apiMessages.notFound.title, apiMessages.notFound.text));

  const allowed = [...Object.keys(route.methods), ...(route.methods.GET ? ["HEAD"] : []), "OPTIONS"];
  if (request.method === "OPTIONS") {
    if (cors === null) return problem(403, apiMessages.forbiddenOrigin.title, apiMessages.forbiddenOrigin.text);
    return withCors(
      new Response(null, {
        status: 204,
        headers: { Allow: allowed.join(", "), "Access-Control-Allow-Methods": allowed.join(", "), "Access-Control-Allow-Headers": ALLOWED_HEADERS, "Access-Control-Max-Age": "600" },
      }),
    );
  }
  const method = request.method === "HEAD" ? "GET" : request.method;
  const handler = route.methods[method as "GET" | "POST"];
  if (!handler) {
    return withCors(problem(405, apiMessages.methodNotAllowed.title, apiMessages.methodNotAllowed.text, {}, { Allow: allowed.join(", ") }));
  }
  // A browser page of another site may not post leads (CSRF); servers send no Origin.
  if (method === "POST" && cors === null) return problem(403, apiMessages.forbiddenOrigin.title, apiMessages.forbiddenOrigin.text);
  const params = route.pattern.exec(path)!.slice(1);
  return withCors(await handler(request, params, clientIp));
}
