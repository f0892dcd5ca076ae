// The door from the API's resource routes (app/routes/api.v1.*) to server/api.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { endpoints, type EndpointId } from "../../server/api/endpoints";
import { apiNotFound, serveEndpoint } from "../../server/api/serve";

const serve = (id: EndpointId, { request, params, context }: LoaderFunctionArgs | ActionFunctionArgs) =>
  serveEndpoint(endpoints[id], { request, params, clientIp: context.clientIp, origin: context.origin, host: context.host });

export const apiLoader = (id: EndpointId) => (args: LoaderFunctionArgs) => serve(id, args);
export const apiAction = (id: EndpointId) => (args: ActionFunctionArgs) => serve(id, args);
/** Any other address under /api/v1: a JSON 404, whatever the method. */
export const apiMissing = () => apiNotFound();
