import { describe, expect, it } from "vitest";
import type { OutgoingMail } from "../ports";
import type { ContractContext } from "./harness";

const MINUTE = 60_000;

const mail = (n: number, over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: "verify-email",
  to: `user${n}@example.com`,
  locale: "ar",
  subject: `تأكيد ${n}`,
  text: `افتح https://masar.example/verify?token=${n}`,
  html: `<p><a href="https://masar.example/verify?token=${n}">افتح</a></p>`,
  ...over,
});

export function describeMailQueue(t: ContractContext) {
  describe("mail queue", () => {
    /** Queues the mails one second apart (the order of creation is the order of the clock). */
    const enqueueAll = async (...mails: OutgoingMail[]) => {
      const queued = [];
      for (const m of mails) {
        queued.push(await t.repos.mailQueue.enqueue(m));
        t.clock.advance(1000);
      }
      return queued;
    };

    it("forgets every mail to an address, whatever its status, and nobody else's", async () => {
      const [a, b] = await enqueueAll(mail(1), mail(1, { kind: "reset-password" }), mail(2));
      await t.repos.mailQueue.markSent(a!.id, false);
      expect(await t.repos.mailQueue.forgetAddress("user1@example.com")).toBe(2);
      expect(await t.repos.mailQueue.get(a!.id)).toBeNull();
      expect(await t.repos.mailQueue.get(b!.id)).toBeNull();
      expect((await t.repos.mailQueue.list({ limit: 10, offset: 0 })).items.map((m) => m.to)).toEqual([
        "user2@example.com",
      ]);
    });

    it("queues a mail due now, and reads it back", async () => {
      const start = t.clock.now();
      const queued = await t.repos.mailQueue.enqueue(mail(1, { kind: "reset-password", locale: "en" }));
      expect(queued).toEqual({
        ...mail(1, { kind: "reset-password", locale: "en" }),
        id: expect.any(String),
        status: "queued",
        attempts: 0,
        nextAttemptAt: start,
        createdAt: start,
        sentAt: null,
        lastError: null,
      });
      expect(await t.repos.mailQueue.get(queued.id)).toEqual(queued);
      expect(await t.repos.mailQueue.get("no-such-mail")).toBeNull();
    });

    it("claims only due mails, the longest due first, up to the limit, and not again before the lease ends", async () => {
      const [a, b, c, later] = await enqueueAll(mail(1), mail(2), mail(3), mail(4));
      // The fourth is put off by an hour: not due yet.
      await t.repos.mailQueue.markRetry(later!.id, "421 try later", new Date(t.clock.now().getTime() + 60 * MINUTE));
      const lease = new Date(t.clock.now().getTime() + 2 * MINUTE);
      const first = await t.repos.mailQueue.claimDue(2, lease);
      expect(first.map((m) => m.id)).toEqual([a!.id, b!.id]);
      expect(first[0]).toEqual({ ...a, nextAttemptAt: lease });
      expect((await t.repos.mailQueue.claimDue(10, lease)).map((m) => m.id)).toEqual([c!.id]);
      // Leased: another claim (another process) gets nothing until the lease ends.
      expect(await t.repos.mailQueue.claimDue(10, lease)).toEqual([]);
      expect((await t.repos.mailQueue.get(a!.id))!.nextAttemptAt).toEqual(lease);
      t.clock.set(lease);
      const again = await t.repos.mailQueue.claimDue(10, new Date(lease.getTime() + 2 * MINUTE));
      expect(again.map((m) => m.id)).toEqual([a!.id, b!.id, c!.id]);
      t.clock.advance(60 * MINUTE);
      expect((await t.repos.mailQueue.claimDue(10, t.clock.now())).map((m) => m.id)).toEqual([
        a!.id,
        b!.id,
        c!.id,
        later!.id,
      ]);
    });

    it("a queued mail is due at once, however many are queued in the same instant", async () => {
      const queued = [];
      for (const n of [1, 2, 3]) queued.push(await t.repos.mailQueue.enqueue(mail(n)));
      const claimed = await t.repos.mailQueue.claimDue(10, new Date(t.clock.now().getTime() + MINUTE));
      // Mails of one instant come in no set order (Firestore breaks the tie by document id).
      expect(claimed.map((m) => m.id).sort()).toEqual(queued.map((m) => m.id).sort());
    });

    it("gives each mail to one of several claims made at once", async (ctx) => {
      const skip = t.unsupported("concurrent-transactions");
      if (skip) ctx.skip(skip);
      await enqueueAll(...Array.from({ length: 10 }, (_, i) => mail(i)));
      const lease = new Date(t.clock.now().getTime() + 2 * MINUTE);
      const claims = await Promise.all([1, 2, 3].map(() => t.repos.mailQueue.claimDue(10, lease)));
      const ids = claims.flat().map((m) => m.id);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    });

    it("a sent mail keeps its body only when asked, counts the attempt and is never claimed again", async () => {
      const [blanked, kept] = await enqueueAll(mail(1), mail(2));
      await t.repos.mailQueue.claimDue(10, new Date(t.clock.now().getTime() + MINUTE));
      const sentAt = t.clock.advance(5000);
      await t.repos.mailQueue.markSent(blanked!.id, false);
      await t.repos.mailQueue.markSent(kept!.id, true);
      expect(await t.repos.mailQueue.get(blanked!.id)).toMatchObject({
        status: "sent",
        attempts: 1,
        sentAt,
        subject: blanked!.subject,
        to: blanked!.to,
        text: "",
        html: "",
      });
      expect(await t.repos.mailQueue.get(kept!.id)).toMatchObject({
        status: "sent",
        attempts: 1,
        sentAt,
        text: kept!.text,
        html: kept!.html,
      });
      t.clock.advance(24 * 60 * MINUTE);
      expect(await t.repos.mailQueue.claimDue(10, t.clock.now())).toEqual([]);
      // A late report of the same mail changes nothing.
      await t.repos.mailQueue.markRetry(kept!.id, "timeout", t.clock.now());
      await t.repos.mailQueue.markFailed(kept!.id, "timeout");
      expect(await t.repos.mailQueue.get(kept!.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    });

    it("counts failed attempts, retries when told, and a failed mail stays failed with its error", async () => {
      const [m] = await enqueueAll(mail(1));
      const retryAt = new Date(t.clock.now().getTime() + 30_000);
      await t.repos.mailQueue.markRetry(m!.id, "connection refused", retryAt);
      expect(await t.repos.mailQueue.get(m!.id)).toMatchObject({
        status: "queued",
        attempts: 1,
        lastError: "connection refused",
        nextAttemptAt: retryAt,
        sentAt: null,
      });
      expect(await t.repos.mailQueue.claimDue(10, new Date(retryAt.getTime() + MINUTE))).toEqual([]);
      t.clock.set(retryAt);
      expect((await t.repos.mailQueue.claimDue(10, new Date(retryAt.getTime() + MINUTE))).map((x) => x.id)).toEqual([
        m!.id,
      ]);
      await t.repos.mailQueue.markRetry(m!.id, "550 mailbox unavailable", new Date(retryAt.getTime() + 2 * MINUTE));
      await t.repos.mailQueue.markFailed(m!.id, "550 mailbox unavailable");
      const failed = await t.repos.mailQueue.get(m!.id);
      expect(failed).toMatchObject({ status: "failed", attempts: 3, lastError: "550 mailbox unavailable" });
      // The admin sees what failed, with its text (it was never sent).
      expect(failed!.text).toBe(m!.text);
      t.clock.advance(24 * 60 * MINUTE);
      expect(await t.repos.mailQueue.claimDue(10, t.clock.now())).toEqual([]);
      await t.repos.mailQueue.markSent(m!.id, false);
      expect(await t.repos.mailQueue.get(m!.id)).toMatchObject({ status: "failed", attempts: 3 });
    });

    it("lists newest first, a page at a time, by status, with the total of every match", async () => {
      const [m1, m2, m3, m4, m5] = await enqueueAll(mail(1), mail(2), mail(3), mail(4), mail(5));
      await t.repos.mailQueue.markSent(m2!.id, false);
      await t.repos.mailQueue.markFailed(m4!.id, "refused");
      await t.repos.mailQueue.markSent(m5!.id, true);
      const ids = (page: { items: { id: string }[]; total: number }) => ({
        ids: page.items.map((x) => x.id),
        total: page.total,
      });
      expect(ids(await t.repos.mailQueue.list({ limit: 10, offset: 0 }))).toEqual({
        ids: [m5!.id, m4!.id, m3!.id, m2!.id, m1!.id],
        total: 5,
      });
      expect(ids(await t.repos.mailQueue.list({ limit: 2, offset: 2 }))).toEqual({ ids: [m3!.id, m2!.id], total: 5 });
      expect(ids(await t.repos.mailQueue.list({ limit: 2, offset: 4 }))).toEqual({ ids: [m1!.id], total: 5 });
      expect(ids(await t.repos.mailQueue.list({ status: "sent", limit: 10, offset: 0 }))).toEqual({
        ids: [m5!.id, m2!.id],
        total: 2,
      });
      expect(ids(await t.repos.mailQueue.list({ status: "sent", limit: 1, offset: 1 }))).toEqual({
        ids: [m2!.id],
        total: 2,
      });
      expect(ids(await t.repos.mailQueue.list({ status: "queued", limit: 10, offset: 0 }))).toEqual({
        ids: [m3!.id, m1!.id],
        total: 2,
      });
      expect(ids(await t.repos.mailQueue.list({ status: "failed", limit: 10, offset: 0 }))).toEqual({
        ids: [m4!.id],
        total: 1,
      });
    });
  });
}
