import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApi } from "../lib/api.server";

/** Every /api/v1 address: the gateway in server/api answers, in JSON. */
export const loader = ({ request, context }: LoaderFunctionArgs) => handleApi(request, context.clientIp);
export const action = ({ request, context }: ActionFunctionArgs) => handleApi(request, context.clientIp);
