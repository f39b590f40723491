import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "#app/data/ports";
import { createSqliteRepositories } from "#app/data/sqlite/index.server";
import { outboxTransport, smtpTransport, transportFor } from "./mailer.server";
import { createMailWorker, RETRY_DELAYS_MS, type MailWorker } from "./queue.server";
import { startSmtpReceiver, type SmtpReceiver } from "./smtp-receiver.testing";
import { renderMail } from "./templates.server";

/**
 * Mail end to end on one machine: the queue on a real SQLite file, the worker, and the SMTP adapter
 * talking to a real SMTP server on 127.0.0.1 (smtp-server), which parses what it gets; the outbox
 * adapter writing real .eml files.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-mail-"));
const FROM = "مسار Masar <no-reply@masar.test>";
const LINK = "https://masar.test/verify-email?token=abc123&lang=ar";

let receiver: SmtpReceiver;
let repos: Repositories;
let t = Date.parse("2026-03-01T10:00:00Z");
const clock = () => new Date(t);
const logged: { warn: string[]; error: string[] } = { warn: [], error: [] };
const log = { warn: (line: string) => logged.warn.push(line), error: (line: string) => logged.error.push(line) };
let n = 0;
let worker: MailWorker;

beforeAll(async () => {
  receiver = await startSmtpReceiver({ auth: { user: "masar@masar.test", pass: "p@ss word" } });
});

afterEach(async () => {
  await worker?.stop();
  await repos?.close();
  receiver.refuseRecipients(null);
  logged.warn.length = 0;
  logged.error.length = 0;
});

afterAll(async () => {
  await receiver.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function freshQueue(transport = smtpTransport(receiver.url)) {
  repos = createSqliteRepositories(path.join(dir, `mail-${n++}.db`), { now: clock });
  worker = createMailWorker({ queue: repos.mailQueue, transport, from: FROM, now: clock, log });
  return worker;
}

const verifyMail = (to: string) =>
  renderMail("verify-email", { to, locale: "ar" }, { name: "سارة Sara", link: LINK, hours: 24 });

describe("the SMTP adapter through the queue", () => {
  it("delivers a queued mail as a MIME message in the recipient's language, text and HTML, UTF-8", async () => {
    const mail = verifyMail("sara@example.com");
    const queued = await freshQueue().queue(mail);
    expect(await worker.runOnce()).toMatchObject({ failed: 0, retried: 0 });
    const got = await receiver.waitFor((m) => m.envelope.to.includes("sara@example.com"));

    expect(got.envelope).toEqual({ from: "no-reply@masar.test", to: ["sara@example.com"] });
    expect(got.parsed.subject).toBe(mail.subject);
    expect(got.parsed.subject).toBe("أكّد بريدك الإلكتروني");
    expect(got.parsed.from?.value).toEqual([{ name: "مسار Masar", address: "no-reply@masar.test" }]);
    expect(got.parsed.headers.get("content-language")).toBe("ar");
    expect(got.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(got.parsed.text?.trim()).toBe(mail.text.trim());
    expect(got.parsed.text).toContain(`\n${LINK}\n`);
    expect(got.parsed.html).toBe(mail.html);
    expect(got.parsed.html).toContain('<html lang="ar" dir="rtl">');
    // One multipart/alternative message with both parts in UTF-8.
    const raw = got.raw.toString("latin1");
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);

    // Sent through SMTP: the row stays for the admin without the link it carried.
    expect(await repos.mailQueue.get(queued.id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: clock(),
      subject: mail.subject,
      text: "",
      html: "",
    });
    expect(logged).toEqual({ warn: [], error: [] });
  });

  it("retries a refused mail with backoff and marks it failed after the last attempt", async () => {
    receiver.refuseRecipients((address) =>
      address === "gone@example.com" ? { code: 550, message: "5.1.1 No such mailbox" } : null,
    );
    const queued = await freshQueue().queue(verifyMail("gone@example.com"));
    await worker.runOnce();
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      const stored = (await repos.mailQueue.get(queued.id))!;
      expect(stored).toMatchObject({ status: "queued", attempts: i + 1, sentAt: null });
      expect(stored.lastError).toContain("550");
      expect(stored.nextAttemptAt.getTime() - t).toBe(delay);
      // Not before it is due, even when asked.
      t = stored.nextAttemptAt.getTime() - 1;
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      t += 1;
      await worker.runOnce();
    }
    const failed = (await repos.mailQueue.get(queued.id))!;
    expect(failed).toMatchObject({ status: "failed", attempts: RETRY_DELAYS_MS.length + 1 });
    expect(failed.lastError).toContain("No such mailbox");
    // Recorded for the admin, with what it would have said.
    expect((await repos.mailQueue.list({ status: "failed", limit: 10, offset: 0 })).items.map((m) => m.id)).toEqual([
      queued.id,
    ]);
    expect(failed.text).toContain(LINK);
    expect(logged.warn).toHaveLength(RETRY_DELAYS_MS.length);
    expect(logged.error).toEqual([expect.stringMatching(/^\[mail\] verify-email to gone@example.com failed after 6/)]);
    t += 24 * 60 * 60_000;
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(receiver.received.some((m) => m.envelope.to.includes("gone@example.com"))).toBe(false);
  });

  it("sends on a later attempt what the server refused for a while", async () => {
    let refusals = 1;
    receiver.refuseRecipients((address) =>
      address === "busy@example.com" && refusals-- > 0 ? { code: 451, message: "4.3.2 Try again later" } : null,
    );
    freshQueue();
    // Queued without the nudge, so that each run below is the one counted.
    const queued = await repos.mailQueue.enqueue(verifyMail("busy@example.com"));
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    t = (await repos.mailQueue.get(queued.id))!.nextAttemptAt.getTime();
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await receiver.waitFor((m) => m.envelope.to.includes("busy@example.com"));
    expect(await repos.mailQueue.get(queued.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("refuses to send with a wrong password, and keeps the mail for a retry", async () => {
    const wrong = receiver.url.replace(encodeURIComponent("p@ss word"), "hunter2-secret");
    freshQueue(smtpTransport(wrong));
    const queued = await repos.mailQueue.enqueue(verifyMail("auth@example.com"));
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const stored = (await repos.mailQueue.get(queued.id))!;
    expect(stored.lastError).toMatch(/535|Invalid/);
    expect(stored.lastError).not.toContain("hunter2");
  });

  it("sends a mail queued while a run is sending in the run that follows", async () => {
    const smtp = smtpTransport(receiver.url);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const w = freshQueue({
      keepsBody: false,
      async send(mail) {
        if (mail.to === "one@example.com") await gate;
        await smtp.send(mail);
      },
    });
    // The first queueing starts a run, which waits in the first mail's sending while the second is queued.
    await w.queue(verifyMail("one@example.com"));
    const second = await w.queue(verifyMail("two@example.com"));
    release();
    await w.runOnce();
    expect(await repos.mailQueue.get(second.id)).toMatchObject({ status: "sent", attempts: 1 });
    for (const to of ["one@example.com", "two@example.com"]) await receiver.waitFor((m) => m.envelope.to.includes(to));
  });
});

describe("the demo outbox", () => {
  it("writes each mail as an .eml file, logs one line with its link, and keeps the body in the queue", async () => {
    const outbox = path.join(dir, "outbox");
    const lines: string[] = [];
    const transport = outboxTransport(outbox, (line) => lines.push(line));
    expect(transport.keepsBody).toBe(true);
    const mail = renderMail(
      "reset-password",
      { to: "omar@example.com", locale: "en" },
      { name: "Omar", link: "https://masar.test/reset-password?token=xyz", minutes: 30 },
    );
    const queued = await freshQueue(transport).queue(mail);
    await worker.runOnce();

    expect(lines).toEqual(["[mail] reset-password to omar@example.com: https://masar.test/reset-password?token=xyz"]);
    const files = fs.readdirSync(outbox);
    expect(files).toEqual([expect.stringMatching(/-reset-password-[0-9a-f]{8}\.eml$/)]);
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, files[0]!)));
    expect(parsed.subject).toBe("Reset your Masar password");
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("omar@example.com");
    expect(parsed.headers.get("content-language")).toBe("en");
    expect(parsed.text?.trim()).toBe(mail.text.trim());
    expect(parsed.html).toBe(mail.html);
    expect(await repos.mailQueue.get(queued.id)).toMatchObject({ status: "sent", text: mail.text, html: mail.html });
  });

  it("is the transport without SMTP_URL; SMTP is with it", () => {
    const mail = { from: FROM, outboxDir: path.join(dir, "outbox") };
    expect(transportFor({ ...mail, smtpUrl: null }).keepsBody).toBe(true);
    expect(transportFor({ ...mail, smtpUrl: receiver.url }).keepsBody).toBe(false);
  });
});
