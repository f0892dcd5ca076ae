// What an endpoint of /api/v1 is: its path, its methods, their handlers and how the OpenAPI
// document describes them. Apart from the endpoints themselves, so that the document
// (openapi.ts) and the server (serve.ts) read them without importing each other.
import type { Logger } from "../logging/logger";
import type { SiteServices } from "../services";

export interface EndpointArgs<P extends string = string> {
  /** The site's settings, store and limits (server/services.ts). */
  services: SiteServices;
  request: Request;
  params: Record<P, string>;
  clientIp: string | undefined;
  /** The site's trusted origin (never the request's Host). */
  origin: string;
  /** The request's logger (its lines carry the request id). */
  log?: Logger;
}

export interface Operation<P extends string> {
  handler(args: EndpointArgs<P>): Response | Promise<Response>;
  /** The OpenAPI operation object, without parameters for the path (added from `params`). */
  doc: Record<string, unknown>;
}

export interface Endpoint<P extends string = string> {
  /** As OpenAPI writes it: /courses/{department}/{course}. */
  path: string;
  params: readonly P[];
  /** Path parameter descriptions for the document. */
  paramDocs?: Partial<Record<P, string>>;
  get?: Operation<P>;
  post?: Operation<P>;
}

export const define = <const P extends string>(endpoint: Endpoint<P>) => endpoint;

/** An OpenAPI response whose body is a Problem. */
export const problemResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
});
