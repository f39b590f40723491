/**
 * Issuing and revoking certificates against a real SQLite file: five racing completions issue one
 * certificate; an unverified address or an unfinished course gets none; a refund revokes it.
 */
import { describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

useTestStore("certificates");

const { issueIfEarned } = await import("./issue.server");
const { approveTransfer, refundPayment } = await import("#app/services/payment-admin.server");
const { getRepositories } = await import("#app/repositories.server");
const { pendingTransferOf, studentAndPricedCourse } = await import("#app/testing/payment-fixtures.server");

/** A verified student enrolled (by an approved transfer) in a priced course of two lessons. */
async function enrolled({ verified = true } = {}) {
  const repos = await getRepositories();
  const { uid, courseId } = await studentAndPricedCourse(repos);
  for (const n of [1, 2]) {
    await repos.lessons.add(courseId, {
      title: { ar: `${n}`, en: `${n}` },
      kind: "text",
      body: { ar: "س", en: "x" },
      durationMinutes: 45,
    });
  }
  if (verified) await repos.accounts.markEmailVerified(uid, `${uid}@example.com`);
  const payment = await pendingTransferOf(repos, uid, courseId);
  expect(await approveTransfer("admin1", payment.id)).toBe("approved");
  const lessons = await repos.lessons.listByCourse(courseId);
  return { repos, uid, courseId, paymentId: payment.id, lessonIds: lessons.map((l) => l.id) };
}

describe("issuing", () => {
  it("needs every lesson, and five racing completions issue exactly one", async () => {
    const { repos, uid, courseId, lessonIds } = await enrolled();
    await repos.enrollments.completeLesson(uid, courseId, lessonIds[0]!);
    expect(await issueIfEarned(uid, courseId)).toBeNull();
    await repos.enrollments.completeLesson(uid, courseId, lessonIds[1]!);
    const issued = await Promise.all(Array.from({ length: 5 }, () => issueIfEarned(uid, courseId)));
    expect(issued.filter(Boolean)).toHaveLength(1);
    const mine = await repos.certificates.listByUser(uid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ courseId, hours: 1.5, name: { ar: "Nour Hassan", latin: "Nour Hassan" } });
    expect(mine[0]!.number).toMatch(/^MSR-\w{4}-\w{4}-\w{4}$/);
    // Announced once.
    const told = (await repos.notifications.listByUser(uid)).filter((n) => n.type === "certificate");
    expect(told).toHaveLength(1);
  });

  it("waits for a verified address, and prints the name chosen for certificates", async () => {
    const { repos, uid, courseId, lessonIds } = await enrolled({ verified: false });
    for (const id of lessonIds) await repos.enrollments.completeLesson(uid, courseId, id);
    expect(await issueIfEarned(uid, courseId)).toBeNull();
    await repos.accounts.markEmailVerified(uid, `${uid}@example.com`);
    await repos.certificates.setName(uid, { ar: "نور حسن", latin: "Nour Hassan Aly" });
    expect((await issueIfEarned(uid, courseId))!.name).toEqual({ ar: "نور حسن", latin: "Nour Hassan Aly" });
  });
});

describe("a refund", () => {
  it("revokes the course's certificate", async () => {
    const { repos, uid, courseId, paymentId, lessonIds } = await enrolled();
    for (const id of lessonIds) await repos.enrollments.completeLesson(uid, courseId, id);
    const certificate = (await issueIfEarned(uid, courseId))!;
    expect(
      await refundPayment(
        { uid: "admin1", displayName: "Admin" },
        paymentId,
        "Refund asked for",
        "http://localhost:3000",
      ),
    ).toBe("refunded");
    const after = await repos.certificates.get(certificate.id);
    expect(after!.revokedAt).toBeInstanceOf(Date);
    expect(after!.revokedReason).toBe("refund");

    // Bought again (the progress was kept): the same certificate is valid again, and she is told.
    const again = await pendingTransferOf(repos, uid, courseId);
    expect(await approveTransfer("admin1", again.id)).toBe("approved");
    expect(await repos.certificates.get(certificate.id)).toMatchObject({ revokedAt: null, revokedReason: null });
    const told = (await repos.notifications.listByUser(uid)).filter((n) => n.type === "certificate");
    expect(told).toHaveLength(2);
  });

  it("does not undo an admin's revocation", async () => {
    const { repos, uid, courseId, lessonIds } = await enrolled();
    for (const id of lessonIds) await repos.enrollments.completeLesson(uid, courseId, id);
    const certificate = (await issueIfEarned(uid, courseId))!;
    await repos.certificates.revoke(certificate.id, "Copied work");
    expect(await issueIfEarned(uid, courseId)).toBeNull();
    expect((await repos.certificates.get(certificate.id))!.revokedReason).toBe("Copied work");
  });
});
