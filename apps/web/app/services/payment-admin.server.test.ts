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

afterAll(async () => {
  await (await getRepositories()).close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
async function pendingTransfer() {
  const repos = await getRepositories();
  const uid = `s${++n}`;
  await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: "Nour Hassan", photoURL: null });
  const course = await repos.courses.create({
    title: { ar: "دورة", en: "Course" },
    instructorId: "t1",
    instructor: "T",
    faculty: "engineering",
    level: "beginner",
    category: "programming",
    price: 350,
    status: "published",
  });
  const { payment } = await repos.payments.createPending({
    userId: uid,
    courseId: course.id,
    amountPiastres: 35_000,
    method: "manual_transfer",
    providerReference: `TR-${n}`,
    receiptKey: null,
    idempotencyKey: `manual:${uid}:${course.id}`,
  });
  return { repos, uid, courseId: course.id, paymentId: payment.id };
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
