// Placeholder until certificates are stored: every number is unknown.
import { problem } from "./responses";

export function certificateLookup(_request: Request, _number: string, _clientIp: string | undefined) {
  return problem(404, "Not Found", "No certificate was found with this number.");
}
