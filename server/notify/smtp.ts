// Sending a composed message over SMTP: a pool of connections to SMTP_URL, a send that resolves
// once the server took the message and fails with a reason safe for logs, and the final dot held
// back until the caller is ready to wait for the server's reply (decision 0035).
import { Transform, type TransformCallback } from "node:stream";
import nodemailer, { type SendMailOptions } from "nodemailer";

/** What a successful send reports. */
export interface EmailReceipt {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** The one method of a nodemailer transport that sending needs (a fake in unit tests). */
export interface MailSender {
  sendMail(message: SendMailOptions): Promise<{
    messageId: string;
    accepted?: unknown[] | undefined;
    rejected?: unknown[] | undefined;
  }>;
}

/** A failed send, with a reason safe for logs: no address, no server text, no credential. */
export class EmailError extends Error {
  override name = "EmailError";
  constructor(
    message: string,
    /** True when the server refused the message for good (5xx): retrying will not help. */
    readonly permanent = false,
  ) {
    super(message);
  }
}

const addressText = (a: unknown) =>
  typeof a === "string"
    ? a
    : typeof a === "object" && a !== null && "address" in a
      ? String(a.address)
      : "";

function safeEmailReason(error: unknown): EmailError {
  if (error instanceof EmailError) return error;
  const e = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    permanent?: unknown;
    timeoutType?: unknown;
    originalCode?: unknown;
  };
  const word = (x: unknown) => (typeof x === "string" && /^[A-Z_]{2,40}$/.test(x) ? x : undefined);
  const pieces = [word(e.code), word(e.originalCode), word(e.timeoutType)].filter(
    (p) => p !== undefined,
  );
  if (typeof e.responseCode === "number") pieces.push(`reply ${e.responseCode}`);
  return new EmailError(
    `smtp ${pieces.length > 0 ? pieces.join(" ") : "failure"}`,
    e.permanent === true,
  );
}

/**
 * Called when the whole message is written and only its final dot is left to send: once the
 * dot is sent the server has the message, and may keep it whatever happens next. Resolves to
 * send it (and the wait for the server's reply begins); rejects to close the connection
 * without it, and the server drops the incomplete message.
 */
export type BeforeFinalDot = () => Promise<void>;

export interface SendOptions {
  /** Ends the send: the transport closes the connection that carries it. */
  signal?: AbortSignal;
  /** See BeforeFinalDot; only a transport from createSmtpTransport calls it. */
  beforeFinalDot?: BeforeFinalDot;
}

/**
 * Sends the message; resolves when the server took it for at least one recipient. When
 * `signal` aborts, the transport closes the connection that carries it and the send fails.
 */
export async function sendLeadEmail(
  transport: MailSender,
  message: SendMailOptions,
  options: SendOptions = {},
): Promise<EmailReceipt> {
  let info: Awaited<ReturnType<MailSender["sendMail"]>>;
  // nodemailer 10 honours `signal` (its own types know it; @types/nodemailer does not yet), and
  // passes every other option on to the transport's plugins (holdFinalDot below).
  const data: SendMailOptions & SendOptions = { ...message };
  if (options.signal !== undefined) data.signal = options.signal;
  if (options.beforeFinalDot !== undefined) data.beforeFinalDot = options.beforeFinalDot;
  try {
    info = await transport.sendMail(data);
  } catch (error) {
    throw safeEmailReason(error);
  }
  const accepted = (info.accepted ?? []).map(addressText);
  const rejected = (info.rejected ?? []).map(addressText);
  if (accepted.length === 0) throw new EmailError("smtp no recipient accepted", true);
  return { messageId: info.messageId, accepted, rejected };
}

/** The hard deadline of an email attempt until its message is handed over (NOTIFY_TIMEOUT_MS). */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * How long a server that has the whole message may take to confirm it: RFC 5321 (4.5.3.2.6)
 * asks clients to wait 10 minutes for the reply to the final dot, because a client that gives
 * up earlier and sends again makes the server deliver the message twice.
 */
export const SMTP_REPLY_TIMEOUT_MS = 10 * 60_000;

/**
 * A pass-through stream that sends its end on only once `before` resolves, or fails with its error.
 */
function holdEnd(before: BeforeFinalDot): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      before().then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/**
 * A nodemailer plugin: a message sent with `beforeFinalDot` ends (and nodemailer writes its
 * final dot) only once that resolves. When it rejects, the message stream fails before the
 * dot and nodemailer closes the connection.
 */
function holdFinalDot(
  mail: { data: SendOptions; message: { transform(make: () => Transform): void } },
  done: (error?: Error | null) => void,
) {
  const before = mail.data.beforeFinalDot;
  if (before !== undefined) mail.message.transform(() => holdEnd(before));
  done();
}

/**
 * A pool of at most `connections` SMTP connections to SMTP_URL (smtp:// with STARTTLS when
 * offered, smtps:// for TLS from the start), reused from one message to the next. Connecting,
 * the greeting and the commands before the message are bounded by `timeoutMs`, and by the
 * deadline of each attempt (see deadline.ts), whose signal closes the connection carrying
 * it; a silent connection is closed after `replyTimeoutMs`, the longest a server may take to
 * confirm a message it has. Nothing in a message may read files or URLs.
 */
export function createSmtpTransport(
  smtpUrl: string,
  options: { timeoutMs?: number; replyTimeoutMs?: number; connections?: number } = {},
) {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.connections ?? 1,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    // Silence is normal while a server checks a message it has; before that, the attempt's
    // deadline ends a silent server sooner.
    socketTimeout: Math.max(timeout, options.replyTimeoutMs ?? SMTP_REPLY_TIMEOUT_MS),
    dnsTimeout: timeout,
    // A closed connection is torn down within a second even if the server never closes its side.
    socketCloseTimeout: 1000,
    disableFileAccess: true,
    disableUrlAccess: true,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  transport.use("stream", holdFinalDot as Parameters<typeof transport.use>[1]);
  return transport;
}
