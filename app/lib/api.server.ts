// The only way from the API's resource routes (app/routes/api.v1.*) into server/api.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  endpoints,
  submissionEndpointAt,
  type Endpoint,
  type EndpointId,
} from "#server/api/endpoints";
import { apiNotFound, serveEndpoint } from "#server/api/serve";

const serve = (
  endpoint: Endpoint,
  { request, params, context }: LoaderFunctionArgs | ActionFunctionArgs,
) =>
  serveEndpoint(endpoint, {
    services: context.services,
    request,
    params,
    clientIp: context.clientIp,
    origin: context.origin,
    host: context.host,
    log: context.log,
  });

export const apiLoader = (id: EndpointId) => (args: LoaderFunctionArgs) =>
  serve(endpoints[id], args);
export const apiAction = (id: EndpointId) => (args: ActionFunctionArgs) =>
  serve(endpoints[id], args);
/**
 * Any other address under /api/v1: a form's submission endpoint (from its definition), else a JSON
 * 404 whatever the method.
 */
export const apiOther = async (args: LoaderFunctionArgs | ActionFunctionArgs) => {
  const endpoint = submissionEndpointAt(`/${args.params["*"] ?? ""}`);
  return endpoint ? serve(endpoint, args) : apiNotFound();
};
