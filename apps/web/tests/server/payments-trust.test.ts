/**
 * Money and trust at the request level (issue 39, items 1, 2 and 4), in process on the built app: a
 * refund is never one click (the server asks for the confirmation, then for the reason, in the reader's
 * language) and only an admin's; its reason stays with the payment, on the receipt, in the history and
 * the audit list. Declined and abandoned card checkouts stop being "pending": declined ones say why in
 * the reader's language, abandoned ones expire out of the lists, and the dashboard counts only what an
 * admin can act on.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp } from "./in-process";

const { call, signIn, signUpStudent } = await inProcessApp("payments-trust");
const db = new Database(process.env.DATABASE_PATH!);
afterAll(() => db.close());
// The app's own repositories on the same file (after inProcessApp set DATABASE_PATH).
const { getRepositories } = await import("#app/repositories.server");

const student = () => signUpStudent("trust");

let admin = "";
let courseId = "";
beforeAll(async () => {
  admin = await signIn(DEMO.admin);
  const made = await (await call(`/__test/admin-course?title=Trusted%20course`, { cookie: admin })).text();
  courseId = /data-testid="test-course-id">([^<]+)</.exec(made)![1]!;
  await (await getRepositories()).courses.update(courseId, { price: 550 });
});

let attempt = 0;
async function payment(uid: string, method: "paymob" | "manual_transfer") {
  const { payment } = await (
    await getRepositories()
  ).payments.createPending({
    userId: uid,
    courseId,
    amountPiastres: 55_000,
    method,
    idempotencyKey: `trust:${uid}:${++attempt}`,
  });
  return payment;
}
const statusOf = (id: string) =>
  (db.prepare("SELECT status, note FROM payments WHERE id = ?").get(id) as { status: string; note: string | null })
    .status;
const en = (cookie: string) => `${cookie}; appLanguage=en`;

describe("a refund", () => {
  it("is asked about, needs a reason in the reader's language, is an admin's only, and keeps its reason", async () => {
    const s = await student();
    const repos = await getRepositories();
    const paid = await payment(s.uid, "manual_transfer");
    await repos.payments.decide(paid.id, "paid", "demo-admin");
    expect(await repos.enrollments.get(s.uid, courseId)).not.toBeNull();

    // Not an admin: sent home, nothing refunded, even fully confirmed.
    const refused = await call("/admin-subscriptions", {
      cookie: s.cookie,
      form: { intent: "refund", paymentId: paid.id, reason: "mine", confirmed: "yes" },
    });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/");
    expect(statusOf(paid.id)).toBe("paid");

    // The old one-click form: nothing happens; the answer is the confirmation, naming who and what.
    const asked = await call("/admin-subscriptions", {
      cookie: en(admin),
      form: { intent: "refund", paymentId: paid.id },
    });
    expect(asked.status).toBe(200);
    const step = await asked.text();
    expect(step).toContain('data-testid="confirm-step"');
    expect(step).toContain("Refund this payment?");
    expect(step).toContain("550 EGP goes back to Mona Adel for “Trusted course”, and their access to the course ends");
    expect(step).toContain('name="confirmed" value="yes"');
    expect(statusOf(paid.id)).toBe("paid");

    // Confirmed without a reason: 400, in the reader's language; still paid.
    for (const [cookie, words] of [
      [admin, "اذكر سبب الاسترداد: سيقرؤه الطالب."],
      [en(admin), "Give the reason for this refund: the student will read it."],
    ] as const) {
      const noReason = await call("/admin-subscriptions", {
        cookie,
        form: { intent: "refund", paymentId: paid.id, reason: "   ", confirmed: "yes" },
      });
      expect(noReason.status).toBe(400);
      expect(await noReason.text()).toContain(words);
    }
    expect(statusOf(paid.id)).toBe("paid");
    expect(await repos.enrollments.get(s.uid, courseId)).not.toBeNull();

    // Confirmed with a reason: refunded, access ended, the reason kept and shown, the act audited.
    const reason = "Paid twice by mistake";
    const done = await call("/admin-subscriptions?status=paid", {
      cookie: admin,
      form: { intent: "refund", paymentId: paid.id, reason, confirmed: "yes" },
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin-subscriptions?status=paid");
    expect(flashToastKey(done)).toContain("payments:admin.refundedToast");
    expect(db.prepare("SELECT status, note FROM payments WHERE id = ?").get(paid.id)).toEqual({
      status: "refunded",
      note: reason,
    });
    expect(await repos.enrollments.get(s.uid, courseId)).toBeNull();
    const receipt = await (await call(`/receipts/${paid.id}`, { cookie: en(s.cookie) })).text();
    expect(receipt).toContain("Reason for the refund");
    expect(receipt).toContain(reason);
    const history = await (await call("/profile", { cookie: s.cookie })).text();
    expect(history).toContain("سبب الاسترداد:");
    expect(history).toContain(reason);
    const audit = await (await call(`/admin-users?user=${s.uid}`, { cookie: en(admin) })).text();
    expect(audit).toMatch(/refunded a payment of Mona Adel/);
    expect(audit).toMatch(new RegExp(`refunded a payment of Mona Adel[^·]*· <bdi>${reason}</bdi>`));
  });
});

describe("card checkouts that were not paid", () => {
  const dashboardCount = async () => {
    const html = await (await call("/admin-dashboard", { cookie: en(admin) })).text();
    return Number(/data-testid="figure-pending-payments-value"[^>]*>([\d,]+)</.exec(html)![1]!.replace(/,/g, ""));
  };

  it("declined says why in the reader's language; abandoned expires out of the lists; the dashboard counts what an admin can act on", async () => {
    const repos = await getRepositories();
    const before = await dashboardCount();
    const s = await student();
    const declined = await payment(s.uid, "paymob");
    await repos.payments.decide(declined.id, "declined", "paymob", { note: "Do not honour", gatewayCode: "DECLINED" });
    const abandoned = await payment(s.uid, "paymob");
    // Started two hours ago and never finished: past the checkout's hour.
    db.prepare("UPDATE payments SET created_at = ? WHERE id = ?").run(Date.now() - 2 * 3600_000, abandoned.id);
    const recent = await payment(s.uid, "paymob");
    const other = await student();
    const transfer = await payment(other.uid, "manual_transfer");
    const flagged = await payment(other.uid, "paymob");
    await repos.payments.annotateWithEvent(
      flagged.id,
      { provider: "paymob", eventId: `f-${flagged.id}` },
      {
        flag: "amount_mismatch",
      },
    );

    // The student's history: the decline with its reason in Arabic (never the bank's English), the
    // checkout still within its hour pending, the abandoned one gone (and expired in the store).
    const history = await (await call("/profile", { cookie: s.cookie })).text();
    expect(statusOf(abandoned.id)).toBe("expired");
    expect(history.match(/data-testid="payment-row"/g)).toHaveLength(2);
    expect(history).toContain("تعذّر الدفع");
    expect(history).toContain("رفض البنك الدفع. جرّب بطاقة أخرى، أو اطلب من البنك السماح به.");
    expect(history).not.toContain("Do not honour");
    expect(history).toContain("قيد الانتظار");
    expect(statusOf(recent.id)).toBe("pending");

    // The decline page: the reason in the page's language, the gateway's words only as a detail.
    for (const [cookie, reason] of [
      [s.cookie, "رفض البنك الدفع. جرّب بطاقة أخرى، أو اطلب من البنك السماح به."],
      [en(s.cookie), "Your bank declined the payment. Try another card, or ask your bank to allow it."],
    ] as const) {
      const page = await (await call(`/payment/${courseId}/result?payment=${declined.id}`, { cookie })).text();
      expect(page).toContain('data-state="failed"');
      expect(page).toContain(`data-testid="decline-reason">${reason}<`);
      // What the page shows (its data for hydration left out): the bank's words once, in the detail line.
      const shown = page.replace(/<script[\s\S]*?<\/script>/g, "");
      expect(shown).toMatch(/data-testid="decline-details">[^]*?<bdi dir="ltr">Do not honour<\/bdi>/);
      expect(shown.match(/Do not honour/g)).toHaveLength(1);
    }

    // The admin's list: declined shown as declined with its reason; the expired one only when asked for.
    const rowsOf = async (query: string) => {
      const html = await (await call(`/admin-subscriptions?${query}`, { cookie: en(admin) })).text();
      const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
      return shown.split('data-testid="payment-result-row"').filter((row) => row.includes(s.email));
    };
    const listed = await rowsOf("method=paymob");
    expect(listed).toHaveLength(2);
    expect(listed.find((row) => row.includes(">Declined<"))).toContain("Your bank declined the payment.");
    expect(await rowsOf("status=expired")).toHaveLength(1);
    expect(await rowsOf("status=declined")).toHaveLength(1);

    // The dashboard: the transfer and the flagged payment are the admin's to act on; the declined, the
    // expired and the one still within its hour are not.
    expect((await dashboardCount()) - before).toBe(2);
    expect([statusOf(transfer.id), statusOf(flagged.id)]).toEqual(["pending", "pending"]);
  });
});
