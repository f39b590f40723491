/**
 * For tests: a real SMTP server on 127.0.0.1 and a free port (smtp-server) that keeps every message it
 * is given, parsed (mailparser), so a test sends through the real SMTP adapter and reads what arrived.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  envelope: { from: string; to: string[] };
  /** The message as it came over the wire. */
  raw: Buffer;
  parsed: ParsedMail;
}

/** An SMTP refusal: the reply code (4xx: try later, 5xx: never) and its text. */
interface Refusal {
  code: number;
  message: string;
}

export interface SmtpReceiver {
  /** The SMTP_URL that reaches it, with the account when one is required. */
  url: string;
  /** Every message accepted so far, in order. */
  received: ReceivedMail[];
  /** The first message received (or still to come) that matches; rejects after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuses the recipients for which `decide` gives a refusal (at RCPT TO); null accepts all again. */
  refuseRecipients(decide: ((address: string) => Refusal | null) | null): void;
  close(): Promise<void>;
}

/**
 * Starts the receiver. With `auth`, it demands that account (AUTH PLAIN or LOGIN, over the plain
 * connection: there is no TLS here, so no STARTTLS is offered); without, anyone may send.
 */
export async function startSmtpReceiver(
  options: { auth?: { user: string; pass: string } } = {},
): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const waiting: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let refuse: ((address: string) => Refusal | null) | null = null;
  const { auth } = options;

  const settings: SMTPServerOptions = {
    logger: false,
    disableReverseLookup: true,
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !auth,
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
        callback(null, { user: auth.user });
        return;
      }
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address);
      if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const mail: ReceivedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              raw,
              parsed,
            };
            received.push(mail);
            for (const w of [...waiting]) {
              if (!w.match(mail)) continue;
              waiting.splice(waiting.indexOf(w), 1);
              w.resolve(mail);
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };
  const server = new SMTPServer(settings);
  const port = await new Promise<number>((resolve, reject) => {
    const listening = server.listen(0, "127.0.0.1", () => resolve((listening.address() as AddressInfo).port));
    listening.once("error", reject);
  });
  const account = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : "";

  return {
    url: `smtp://${account}127.0.0.1:${port}`,
    received,
    waitFor(match, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const entry = {
          match,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          const got = received.map((m) => `${m.envelope.to.join(",")}: ${m.parsed.subject ?? ""}`);
          reject(new Error(`No matching mail within ${timeoutMs} ms; received: ${got.join("; ") || "none"}`));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    refuseRecipients(decide) {
      refuse = decide;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
