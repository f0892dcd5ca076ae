// A real SMTP server on loopback for tests, and just enough MIME reading to check what
// it received: the header block, RFC 2047 words, multipart parts, quoted-printable and
// base64 bodies. Not a general parser: it reads what nodemailer writes.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Plain SMTP (no STARTTLS offered, no AUTH needed) on 127.0.0.1 and a free port. */
export async function startSmtpServer(options: Partial<SMTPServerOptions> = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        received.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
          rcptTo: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The raw header block (up to the first blank line) and the rest. */
export function splitMessage(raw: string): { headerBlock: string; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return { headerBlock: raw, body: "" };
  return { headerBlock: raw.slice(0, end), body: raw.slice(end + 4) };
}

/** One logical line per header, folding undone, names lower-cased, values as written. */
export function headerLines(headerBlock: string): Array<[string, string]> {
  return headerBlock
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
}

/** '=?UTF-8?Q?...?=' and '=?UTF-8?B?...?=' words decoded; plain text unchanged. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export interface MailPart {
  contentType: string;
  /** Decoded text with '\n' line ends. */
  text: string;
}

export interface ParsedMail {
  headerBlock: string;
  /** Decoded header values by lower-case name (the last one wins; see headerLines for all). */
  headers: Record<string, string>;
  parts: MailPart[];
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? "7bit").toLowerCase();
  const text =
    enc === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : enc === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return text.replace(/\r\n/g, "\n");
}

function partsOf(headers: Record<string, string>, body: string): MailPart[] {
  const contentType = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\//i.test(contentType) || boundary === undefined) {
    return [{ contentType: contentType.split(";")[0]!.trim().toLowerCase(), text: decodeBody(body, headers["content-transfer-encoding"]) }];
  }
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => {
      const content = section.replace(/^\r\n/, "").replace(/\r\n$/, "");
      const { headerBlock, body: partBody } = splitMessage(content);
      const partHeaders = Object.fromEntries(headerLines(headerBlock).map(([k, v]) => [k, decodeWords(v)]));
      return partsOf(partHeaders, partBody);
    });
}

export function parseMail(raw: string): ParsedMail {
  const { headerBlock, body } = splitMessage(raw);
  const headers = Object.fromEntries(headerLines(headerBlock).map(([k, v]) => [k, decodeWords(v)]));
  return { headerBlock, headers, parts: partsOf(headers, body) };
}
