/**
 * Admin decisions on manual transfers against a real SQLite file: a transfer for a course the student
 * already owns (paid online meanwhile) is never approved, so nobody is charged twice.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-payment-admin-"));
process.env.DATABASE_PATH = path.join(dir, "masar.db");
process.env.SEED_DEMO = "0";

const { approveTransfer } = await import("./payment-admin.server");
const { getRepositories } = await import("#app/data/index.server");
const { studentAndPricedCourse } = await import("#app/testing/payment-fixtures.server");

afterAll(async () => {
  await (await getRepositories()).close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function pendingTransfer() {
  const repos = await getRepositories();
  const { uid, courseId } = await studentAndPricedCourse(repos);
  const { payment } = await repos.payments.createPending({
    userId: uid,
    courseId,
    amountPiastres: 35_000,
    method: "manual_transfer",
    providerReference: `TR-${uid}`,
    receiptKey: null,
    idempotencyKey: `manual:${uid}:${courseId}`,
  });
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
