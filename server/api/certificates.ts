// GET /api/v1/certificates/{number}: the same answers as the check page.
import { certificateMessages } from "../../shared/certificates";
import { lookupCertificate } from "../certificates/lookup";
import { jsonResponse, problem } from "./responses";

export async function certificateLookup(_request: Request, number: string, clientIp: string | undefined) {
  const result = await lookupCertificate(number, clientIp);
  switch (result.status) {
    case "found":
      return jsonResponse(200, { certificate: result.certificate });
    case "not-found":
      return problem(404, "Not Found", certificateMessages.notFound);
    case "rate-limited":
      return problem(429, "Too many attempts", certificateMessages.tooMany, {}, { "Retry-After": String(result.retryAfterSeconds) });
    case "unavailable":
      return problem(503, "Unavailable", "Certificates cannot be checked right now. Please try again shortly.", {}, { "Retry-After": "5" });
  }
}
