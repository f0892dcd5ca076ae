// Addresses of the lead desk that more than one side builds: the lead page, linked from the
// inbox and from the notification email.

/** `/desk/leads/<list>/<key>`, each part escaped as an address segment. */
export const deskLeadPath = (list: string, key: string) =>
  `/desk/leads/${encodeURIComponent(list)}/${encodeURIComponent(key)}`;

/** The lead a desk address is the page of (the inverse of deskLeadPath), or undefined. */
export function leadOfDeskPath(pathname: string): { list: string; key: string } | undefined {
  const parts = /^\/desk\/leads\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (!parts) return undefined;
  try {
    return { list: decodeURIComponent(parts[1]!), key: decodeURIComponent(parts[2]!) };
  } catch {
    return undefined;
  }
}
