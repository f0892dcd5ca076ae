// GET /api/v1/certificates/{number}: the same answers as the check page.
import { certificateMessages } from "../../shared/certificates";
import { apiMessages, rateLimited } from "../../shared/forms";
import { lookupCertificate } from "../certificates/lookup";
import { jsonResponse, problem } from "./responses";

export async function certificateLookup(_request: Request, number: string, clientIp: string | undefined) {
  const result = await lookupCertificate(number, clientIp);
  switch (result.status) {
    case "found":
      return jsonResponse(200, { certificate: result.certificate });
    case "not-found":
      return problem(404, apiMessages.notFound.title, certificateMessages.notFound);
    case "rate-limited":
      return problem(429, rateLimited.title, certificateMessages.tooMany, {}, { "Retry-After": String(result.retryAfterSeconds) });
    case "unavailable":
      return problem(503, "Unavailable", certificateMessages.unavailable, {}, { "Retry-After": "5" });
  }
}
