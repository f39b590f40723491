/**
 * Admin decisions on manual transfers against a real SQLite file: a transfer for a course the student
 * already owns (paid online meanwhile) is never approved, so nobody is charged twice.
 */
import { describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("payment-admin");

const { approveTransfer, searchPaymentsPage, searchSchema } = await import("./payment-admin.server");
const { getRepositories } = await import("#app/repositories.server");
const { pendingTransferOf, studentAndPricedCourse } = await import("#app/testing/payment-fixtures.server");

async function pendingTransfer() {
  const repos = await getRepositories();
  const { uid, courseId } = await studentAndPricedCourse(repos);
  const payment = await pendingTransferOf(repos, uid, courseId);
  return { repos, uid, courseId, paymentId: payment.id };
}

describe("approving a manual transfer", () => {
  it("enrols the student once", async () => {
    const { repos, uid, courseId, paymentId } = await pendingTransfer();
    expect(await approveTransfer("admin1", paymentId)).toBe("approved");
    expect(await approveTransfer("admin1", paymentId)).toBe("alreadyDecided");
    expect((await repos.payments.get(paymentId))!.status).toBe("paid");
    expect(await repos.enrollments.get(uid, courseId)).not.toBeNull();
  });

  it("is refused when the student already owns the course, and the transfer stays pending for a rejection", async () => {
    const { repos, uid, courseId, paymentId } = await pendingTransfer();
    await repos.enrollments.enroll(uid, courseId);
    expect(await approveTransfer("admin1", paymentId)).toBe("alreadyOwned");
    const payment = (await repos.payments.get(paymentId))!;
    expect(payment.status).toBe("pending");
    expect(payment.decidedBy).toBeNull();
  });
});

describe("the admin's payment search, one page at a time", () => {
  it("pages through every match newest first with its filters; a page past the end shows the last", async () => {
    const repos = await getRepositories();
    const { uid, courseId } = await studentAndPricedCourse(repos);
    for (let i = 0; i < 45; i++) {
      await repos.payments.createPending({
        userId: uid,
        courseId,
        amountPiastres: 35_000,
        method: i % 3 === 0 ? "paymob" : "manual_transfer",
        idempotencyKey: `page-test:${courseId}:${i}`,
      });
    }
    const search = (query: Record<string, string>) =>
      searchPaymentsPage(searchSchema.parse({ course: courseId, ...query }));
    const first = await search({});
    expect({ total: first.total, page: first.page, size: first.items.length }).toEqual({
      total: 45,
      page: 1,
      size: 20,
    });
    const third = await search({ page: "3" });
    expect({ page: third.page, size: third.items.length }).toEqual({ page: 3, size: 5 });
    const seen = [first, await search({ page: "2" }), third].flatMap((p) => p.items.map((r) => r.id));
    expect(new Set(seen).size).toBe(45);
    expect((await search({ page: "99" })).page).toBe(3);
    expect((await search({ page: "nonsense" })).page).toBe(1);
    const online = await search({ method: "paymob", page: "1" });
    expect({ total: online.total, size: online.items.length }).toEqual({ total: 15, size: 15 });
    expect(online.items.every((r) => r.method === "paymob")).toBe(true);
  });
});
