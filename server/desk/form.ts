// A desk form's post, read within a limit: desk forms are a few short fields (an address, a
// code, a role), so anything past a few kilobytes is no desk form.
import { parseUrlEncoded, readBody } from "../http/body";

export const DESK_FORM_LIMIT_BYTES = 8 * 1024;

/** The post's fields (the first of a repeated field wins), or undefined when it is too large. */
export async function readDeskForm(request: Request, limit = DESK_FORM_LIMIT_BYTES): Promise<Record<string, string> | undefined> {
  const body = await readBody(request, limit);
  return body.ok ? parseUrlEncoded(body.text) : undefined;
}
