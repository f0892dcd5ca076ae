// Addresses of the lead desk that more than one side builds: the lead page, linked from the
// inbox and from the notification email.

/** `/desk/leads/<list>/<key>`, each part escaped as an address segment. */
export const deskLeadPath = (list: string, key: string) =>
  `/desk/leads/${encodeURIComponent(list)}/${encodeURIComponent(key)}`;
