// The link in the newest mail written to an address (.eml files under DATA_DIR/outgoing-mail:
// the site's privacy mail when no SMTP server is set), waited for since mail is sent after
// the site has responded.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseMail } from "./mail";
import { PATIENCE_MS } from "./wait";

/** `/my-data/<token>` links by default; pass another pattern for other links. */
export async function mailedLink(
  dataDir: string,
  email: string,
  pattern = /https?:\/\/\S+\/my-data\/[A-Za-z0-9_.-]+/,
  ms = PATIENCE_MS,
): Promise<string> {
  const folder = path.join(dataDir, "outgoing-mail");
  const deadline = Date.now() + ms;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).sort().reverse();
    } catch {
      // Not written yet.
    }
    for (const name of files) {
      const mail = parseMail(readFileSync(path.join(folder, name), "utf8"));
      if ((mail.headers.to ?? "").toLowerCase().includes(email.toLowerCase())) {
        const text = mail.parts.find((part) => part.contentType === "text/plain")?.text ?? "";
        const link = pattern.exec(text)?.[0];
        if (link) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail with a link for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
