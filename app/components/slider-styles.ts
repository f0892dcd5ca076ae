import type { LinkDescriptor } from "@remix-run/node";

/**
 * Stylesheets a route with a slider adds. None any more: keen-slider's few rules are part
 * of app.css, which saves the pages with a slider a render-blocking request.
 */
export const sliderStyles: LinkDescriptor[] = [];
