// A real SMTP server on loopback for tests, and just enough MIME reading to check what
// it received: the header block, RFC 2047 words, multipart parts, quoted-printable and
// base64 bodies. Not a general parser: it reads what nodemailer writes. And a scripted
// server that stalls its responses, trickling lines or silent.
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
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

/** Plain SMTP (no STARTTLS offered, no AUTH needed) on 127.0.0.1 and a free port (or `port`). */
export async function startSmtpServer(
  options: Partial<SMTPServerOptions> = {},
  port = 0,
): Promise<TestSmtpServer> {
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
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
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
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, text: string) =>
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
    return [
      {
        contentType: contentType.split(";")[0]!.trim().toLowerCase(),
        text: decodeBody(body, headers["content-transfer-encoding"]),
      },
    ];
  }
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => {
      const content = section.replace(/^\r\n/, "").replace(/\r\n$/, "");
      const { headerBlock, body: partBody } = splitMessage(content);
      const partHeaders = Object.fromEntries(
        headerLines(headerBlock).map(([k, v]) => [k, decodeWords(v)]),
      );
      return partsOf(partHeaders, partBody);
    });
}

export function parseMail(raw: string): ParsedMail {
  const { headerBlock, body } = splitMessage(raw);
  const headers = Object.fromEntries(headerLines(headerBlock).map(([k, v]) => [k, decodeWords(v)]));
  return { headerBlock, headers, parts: partsOf(headers, body) };
}

/** One message sent to the scripted server below, from MAIL FROM to its response or the end of the connection. */
export interface SmtpTransaction {
  startedAt: number;
  endedAt?: number;
  /** Its Message-ID, once its data has ended. */
  messageId?: string;
  /** True once the server said 250 to the message while the client was still there. */
  accepted: boolean;
}

export interface ScriptedSmtpOptions {
  /** False: accepts connections and never says a word, not even its greeting. */
  greets?: boolean;
  /** Reply to EHLO with a '250-' line every `trickleMs`, never with the last line. */
  stallGreeting?: boolean;
  /**
   * How long the server delays a message's response (trickling '250-' lines meanwhile, unless
   * `silent`); 0 by default, Infinity for as long as the client stays.
   */
  answerAfterMs?: (messageId: string, copy: number) => number;
  trickleMs?: number;
  /** Delays responses without a word, as a busy server checking a message does. */
  silent?: boolean;
  /** No conversation lasts longer than this: the test that uses the server is bounded. */
  maxMs?: number;
}

export interface ScriptedSmtpServer {
  url: string;
  transactions: SmtpTransaction[];
  /** Message-IDs of the messages the server confirmed to a client still there, one entry per copy. */
  accepted(): string[];
  /**
   * Message-IDs of every message whose final dot arrived, one entry per copy: what the team
   * receives from a server that takes on a message before it replies, even when the client
   * hangs up before the reply.
   */
  received(): string[];
  /** Conversations in which the server is holding a response back right now. */
  stalling(): number;
  /** Sends now the replies held back for as long as the client stays (answerAfterMs Infinity). */
  releaseHeldReplies(): void;
  close(): Promise<void>;
}

/**
 * A mail server written for one purpose: it keeps a client waiting. Unless `silent`, it never
 * goes silent meanwhile, which is what socket timeouts cannot see: it sends a '250-'
 * continuation line every `trickleMs` (never the final line) while it stalls. It speaks just
 * enough SMTP otherwise.
 */
export async function startScriptedSmtpServer(
  options: ScriptedSmtpOptions = {},
): Promise<ScriptedSmtpServer> {
  const trickleMs = options.trickleMs ?? 100;
  const maxMs = options.maxMs ?? 20_000;
  const transactions: SmtpTransaction[] = [];
  const sockets = new Set<Socket>();
  const stalling = new Set<Socket>();
  const copies = new Map<string, number>();
  const held = new Set<() => void>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    let transaction: SmtpTransaction | undefined;
    const end = (accepted: boolean) => {
      if (transaction === undefined) return;
      transaction.endedAt = Date.now();
      transaction.accepted = accepted;
      transaction = undefined;
    };
    const timers = new Set<NodeJS.Timeout>();
    const write = (text: string) => {
      if (!socket.destroyed && socket.writable) socket.write(text);
    };
    /** '250-' lines until `ms` have passed (or until the connection ends, when undefined), then `last`. */
    const stall = (ms: number | undefined, last: () => void) => {
      stalling.add(socket);
      const ticker = setInterval(() => write("250-still working\r\n"), trickleMs);
      if (options.silent) clearInterval(ticker);
      timers.add(ticker);
      if (ms === undefined || ms === Infinity) return;
      const timer = setTimeout(() => {
        clearInterval(ticker);
        stalling.delete(socket);
        last();
      }, ms);
      timers.add(timer);
    };
    const bound = setTimeout(() => socket.destroy(), maxMs);
    socket.on("close", () => {
      clearTimeout(bound);
      for (const timer of timers) clearTimeout(timer);
      sockets.delete(socket);
      stalling.delete(socket);
      end(false);
    });
    socket.on("error", () => undefined);
    let buffer = "";
    let data: string | undefined;
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (data !== undefined) {
          const dataEnd = buffer.indexOf("\r\n.\r\n");
          if (dataEnd === -1) return;
          data += buffer.slice(0, dataEnd);
          buffer = buffer.slice(dataEnd + 5);
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(data)?.[1] ?? "";
          data = undefined;
          if (transaction) transaction.messageId = messageId;
          const copy = (copies.get(messageId) ?? 0) + 1;
          copies.set(messageId, copy);
          const reply = () => {
            if (socket.destroyed || !socket.writable) return;
            end(true);
            write("250 2.0.0 queued\r\n");
          };
          const wait = options.answerAfterMs?.(messageId, copy) ?? 0;
          if (wait === Infinity) {
            stall(undefined, () => undefined);
            const releaseReply = () => {
              held.delete(releaseReply);
              for (const timer of timers) clearTimeout(timer);
              stalling.delete(socket);
              reply();
            };
            held.add(releaseReply);
            socket.once("close", () => held.delete(releaseReply));
          } else if (wait > 0) stall(wait, reply);
          else reply();
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") {
          if (options.stallGreeting) {
            write("250-scripted.test\r\n");
            stall(undefined, () => undefined);
          } else write("250-scripted.test\r\n250 8BITMIME\r\n");
        } else if (verb === "MAIL") {
          transaction = { startedAt: Date.now(), accepted: false };
          transactions.push(transaction);
          write("250 2.0.0 ok\r\n");
        } else if (verb === "RSET") {
          end(false);
          write("250 2.0.0 ok\r\n");
        } else if (verb === "RCPT" || verb === "NOOP") write("250 2.0.0 ok\r\n");
        else if (verb === "DATA") {
          data = "";
          write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          write("221 bye\r\n");
          socket.end();
        } else write("502 5.5.1 not implemented\r\n");
      }
    });
    if (options.greets ?? true) write("220 scripted.test ESMTP\r\n");
    else stalling.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    transactions,
    accepted: () => transactions.filter((t) => t.accepted).map((t) => t.messageId ?? ""),
    received: () => transactions.flatMap((t) => (t.messageId === undefined ? [] : [t.messageId])),
    stalling: () => stalling.size,
    releaseHeldReplies: () => [...held].forEach((release) => release()),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
