import { describe, expect, it } from "vitest";
import { adminUserQuerySchema } from "@masar/domain/admin";
import { EmailTakenError, type AccountTokenKind, type Repositories } from "../ports";
import { courseWithLessons, identity, type ContractContext, type TestClock } from "./harness";
import { newCertificate } from "./certificates.contract";
import { answerTo, questionContent } from "./practice.contract";

const HOUR = 60 * 60 * 1000;
const TOKEN_KINDS: AccountTokenKind[] = ["verify-email", "reset-password", "change-email"];

/** The account's own state: verified address, password, e-mail change, deactivation, deletion and purge. */
export function describeAccounts(t: ContractContext) {
  describe("accounts", () => {
    /** A password account: profile and credential. */
    async function account(uid: string, email = `${uid}@example.com`) {
      await t.repos.users.ensureProfile(identity(uid, email));
      await t.repos.credentials.create({ uid, email, passwordHash: `hash-${uid}` });
    }

    it("a new account is unverified and active; a provider account has no password", async () => {
      await account("u1");
      await t.repos.users.ensureProfile(identity("u2"));
      expect(await t.repos.accounts.state("u1")).toEqual({
        uid: "u1",
        email: "u1@example.com",
        emailVerifiedAt: null,
        deactivatedAt: null,
        deletionRequestedAt: null,
        hasPassword: true,
      });
      expect((await t.repos.accounts.state("u2"))!.hasPassword).toBe(false);
      expect(await t.repos.accounts.state("missing")).toBeNull();
    });

    it("verifies only the account's current address", async () => {
      await account("u1", "Mona@Example.com");
      expect(await t.repos.accounts.markEmailVerified("u1", "other@example.com")).toBe(false);
      expect((await t.repos.accounts.state("u1"))!.emailVerifiedAt).toBeNull();
      const verifiedAt = t.clock.advance();
      expect(await t.repos.accounts.markEmailVerified("u1", "mona@example.com")).toBe(true);
      expect((await t.repos.accounts.state("u1"))!.emailVerifiedAt).toEqual(verifiedAt);
      expect(await t.repos.users.get("u1")).toMatchObject({ emailVerified: true, updatedAt: verifiedAt });
      // A second link changes nothing.
      t.clock.advance();
      expect(await t.repos.accounts.markEmailVerified("u1", "Mona@Example.com")).toBe(true);
      expect((await t.repos.accounts.state("u1"))!.emailVerifiedAt).toEqual(verifiedAt);
      expect(await t.repos.accounts.markEmailVerified("missing", "mona@example.com")).toBe(false);
    });

    it("replaces the password hash of an account that has one", async () => {
      await account("u1");
      await t.repos.users.ensureProfile(identity("u2"));
      expect(await t.repos.accounts.setPasswordHash("u1", "new-hash")).toBe(true);
      expect(await t.repos.credentials.getByUid("u1")).toEqual({
        uid: "u1",
        email: "u1@example.com",
        passwordHash: "new-hash",
      });
      expect((await t.repos.credentials.getByEmail("u1@example.com"))!.passwordHash).toBe("new-hash");
      expect(await t.repos.accounts.setPasswordHash("u2", "x")).toBe(false);
      expect(await t.repos.credentials.getByUid("u2")).toBeNull();
      expect(await t.repos.accounts.setPasswordHash("missing", "x")).toBe(false);
    });

    it("moves the credential and the profile to the new address, verified", async () => {
      await account("u1");
      const changedAt = t.clock.advance();
      expect(await t.repos.accounts.changeEmail("u1", " New@Example.com ")).toBe(true);
      expect(await t.repos.credentials.getByEmail("new@example.com")).toEqual({
        uid: "u1",
        email: "New@Example.com",
        passwordHash: "hash-u1",
      });
      expect(await t.repos.credentials.getByEmail("u1@example.com")).toBeNull();
      expect((await t.repos.credentials.getByUid("u1"))!.email).toBe("New@Example.com");
      expect(await t.repos.users.get("u1")).toMatchObject({
        email: "New@Example.com",
        emailVerified: true,
        updatedAt: changedAt,
      });
      expect((await t.repos.users.getByEmail("new@example.com"))!.uid).toBe("u1");
      expect(await t.repos.users.getByEmail("u1@example.com")).toBeNull();
      expect(await t.repos.accounts.state("u1")).toMatchObject({
        email: "New@Example.com",
        emailVerifiedAt: changedAt,
        hasPassword: true,
      });
      // The same address in other letters is still the account's own.
      expect(await t.repos.accounts.changeEmail("u1", "new@example.com")).toBe(true);
      expect((await t.repos.credentials.getByEmail("NEW@example.com"))!.uid).toBe("u1");
      expect(await t.repos.accounts.changeEmail("missing", "x@example.com")).toBe(false);
    });

    it("moves a provider account's profile without making a credential", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      expect(await t.repos.accounts.changeEmail("u1", "new@example.com")).toBe(true);
      expect((await t.repos.users.get("u1"))!.email).toBe("new@example.com");
      expect(await t.repos.credentials.getByEmail("new@example.com")).toBeNull();
      expect(await t.repos.credentials.getByUid("u1")).toBeNull();
    });

    it("refuses an address another account holds, changing nothing", async () => {
      await account("u1");
      await account("u2", "taken@example.com");
      await t.repos.users.ensureProfile(identity("u3", "provider@example.com"));
      await expect(t.repos.accounts.changeEmail("u1", "TAKEN@example.com")).rejects.toBeInstanceOf(EmailTakenError);
      await expect(t.repos.accounts.changeEmail("u1", "provider@example.com")).rejects.toBeInstanceOf(EmailTakenError);
      expect((await t.repos.users.get("u1"))!.email).toBe("u1@example.com");
      expect((await t.repos.credentials.getByEmail("u1@example.com"))!.uid).toBe("u1");
      expect((await t.repos.credentials.getByEmail("taken@example.com"))!.uid).toBe("u2");
      expect((await t.repos.accounts.state("u1"))!.emailVerifiedAt).toBeNull();
    });

    it("deactivates and reactivates", async () => {
      await account("u1");
      const at = t.clock.advance();
      expect(await t.repos.accounts.setDeactivated("u1", at)).toBe(true);
      expect((await t.repos.accounts.state("u1"))!.deactivatedAt).toEqual(at);
      expect(await t.repos.accounts.setDeactivated("u1", null)).toBe(true);
      expect((await t.repos.accounts.state("u1"))!.deactivatedAt).toBeNull();
      expect(await t.repos.accounts.setDeactivated("missing", at)).toBe(false);
    });

    it("keeps deletion requests and lists those due, oldest request first", async () => {
      for (const uid of ["u1", "u2", "u3", "u4", "u5"]) await account(uid);
      const start = t.clock.now();
      const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
      expect(await t.repos.accounts.setDeletionRequested("u2", at(1))).toBe(true);
      expect(await t.repos.accounts.setDeletionRequested("u1", at(0))).toBe(true);
      expect(await t.repos.accounts.setDeletionRequested("u3", at(72))).toBe(true);
      await t.repos.accounts.setDeletionRequested("u5", at(0));
      // Signing in again clears it.
      expect(await t.repos.accounts.setDeletionRequested("u5", null)).toBe(true);
      expect((await t.repos.accounts.state("u2"))!.deletionRequestedAt).toEqual(at(1));
      expect((await t.repos.accounts.state("u5"))!.deletionRequestedAt).toBeNull();
      expect(await t.repos.accounts.deletionsDue(at(2), 10)).toEqual(["u1", "u2"]);
      expect(await t.repos.accounts.deletionsDue(at(1), 10)).toEqual(["u1", "u2"]);
      expect(await t.repos.accounts.deletionsDue(at(2), 1)).toEqual(["u1"]);
      expect(await t.repos.accounts.deletionsDue(at(100), 10)).toEqual(["u1", "u2", "u3"]);
      expect(await t.repos.accounts.setDeletionRequested("missing", at(0))).toBe(false);
    });

    describe("purge", () => {
      it("removes every personal record of the person and nothing of anyone else's", async () => {
        const { ids, records } = await personalRecords(t.repos, t.clock);
        const before = { u1: await records("u1"), u2: await records("u2") };
        // The fixture holds what it should: a purge that removes nothing would not pass.
        expect(before.u1.sessions).toHaveLength(1);
        expect(before.u1.tokens.every((token) => token !== null)).toBe(true);
        expect(before.u1.enrollments).toHaveLength(2);
        expect(before.u1.attempts).toHaveLength(1);
        expect(before.u1.card).not.toBeNull();
        expect(before.u1.calendarOwner).toBe("u1");
        expect(before.u1.payments).toHaveLength(3);
        expect(before.u1.certificates).toHaveLength(1);
        expect(before.u1.certificate).not.toBeNull();
        expect(before.u1.certificateForCourse).not.toBeNull();
        expect(before.u1.certificateName).not.toBeNull();

        t.clock.advance();
        expect(await t.repos.accounts.purge("u1")).toBe(true);

        const defaults = await t.repos.reviews.settings("never-seen");
        expect(await records("u1")).toEqual({
          state: null,
          profile: null,
          byEmail: null,
          credential: null,
          credentialByEmail: null,
          sessions: [],
          tokens: [null, null, null],
          enrollments: [],
          position: null,
          tasks: [],
          examPlans: [],
          calendarOwner: null,
          notifications: [],
          deferredPushes: [],
          pushSubscriptions: [],
          attempts: [],
          card: null,
          reviewSettings: { ...defaults, userId: "u1" },
          // The public check finds no certificate of a deleted person.
          certificates: [],
          certificate: null,
          certificateForCourse: null,
          certificateName: null,
          // The message stays for the admins, naming nobody.
          message: { ...before.u1.message, userId: null, name: "", email: "" },
          // Payments stay as financial records: amount, course, dates, status, the gateway's ids.
          payments: before.u1.payments.map((p) => ({
            ...p,
            receiptKey: null,
            note: null,
            providerReference: p.method === "manual_transfer" ? null : p.providerReference,
          })),
        });
        expect(await records("u2")).toEqual(before.u2);

        // The reminder already sent to the person is forgotten; the other user's is not.
        expect(await t.repos.reminderLog.claim("u1", "exam:2026-01-20")).toBe(true);
        expect(await t.repos.reminderLog.claim("u2", "exam:2026-01-20")).toBe(false);
        expect(await t.repos.enrollments.countByCourse(ids.c1)).toBe(1);
        expect(await t.repos.notifications.unreadCount("u1")).toBe(0);
        expect(await t.repos.notifications.unreadCount("u2")).toBe(1);
        expect((await t.repos.certificates.list({ limit: 10, offset: 0 })).items).toEqual(before.u2.certificates);
      });

      it("leaves no trace in the user lists, counts or the accounts' other methods", async () => {
        const { records } = await personalRecords(t.repos, t.clock);
        const before = await records("u1");
        const usersBefore = await t.repos.users.count();
        const rolesBefore = (await t.repos.statistics.summary()).usersByRole;
        expect(await t.repos.accounts.purge("u1")).toBe(true);
        expect(await t.repos.users.count()).toBe(usersBefore - 1);
        expect((await t.repos.statistics.summary()).usersByRole).toEqual({
          ...rolesBefore,
          student: rolesBefore.student - 1,
        });
        const listed = await t.repos.admin.searchUsers(adminUserQuerySchema.parse({}));
        expect(listed.items.map((u) => u.uid)).toEqual(["u2"]);
        expect(listed.total).toBe(1);
        const payments = await t.repos.admin.latestPayments(10);
        const theirs = payments.filter((p) => p.userId === "u1");
        expect(theirs).toHaveLength(before.payments.length);
        expect(theirs.every((p) => p.displayName === "" && p.email === "")).toBe(true);
        expect(payments.filter((p) => p.userId === "u2").every((p) => p.email === "u2@example.com")).toBe(true);
        // A purged account is no account: nothing acts on it, a second purge included.
        expect(await t.repos.accounts.purge("u1")).toBe(false);
        expect(await t.repos.accounts.setDeactivated("u1", t.clock.now())).toBe(false);
        expect(await t.repos.accounts.setDeletionRequested("u1", t.clock.now())).toBe(false);
        expect(await t.repos.accounts.deletionsDue(t.clock.advance(), 10)).toEqual([]);
        expect(await t.repos.accounts.markEmailVerified("u1", "u1@example.com")).toBe(false);
        expect(await t.repos.accounts.changeEmail("u1", "back@example.com")).toBe(false);
        expect(await t.repos.users.updateProfile("u1", { displayName: "Back" })).toBeNull();
        expect(await t.repos.users.setRole("u1", "admin")).toBeNull();
        expect(
          await t.repos.pushSubscriptions.add("u1", {
            endpoint: "https://push.example/x",
            expirationTime: null,
            keys: { p256dh: "p", auth: "a" },
          }),
        ).toBeNull();
        expect(await t.repos.accounts.purge("missing")).toBe(false);
      });

      it("clears a pending deletion and frees the address", async () => {
        await account("u1");
        await t.repos.accounts.setDeletionRequested("u1", t.clock.now());
        expect(await t.repos.accounts.purge("u1")).toBe(true);
        expect(await t.repos.accounts.deletionsDue(t.clock.advance(), 10)).toEqual([]);
        // Someone may sign up with the address again.
        await account("u9", "u1@example.com");
        expect((await t.repos.users.getByEmail("u1@example.com"))!.uid).toBe("u9");
      });

      it("the purged uid starts over as a new, empty profile; the payments stay", async () => {
        const { ids } = await personalRecords(t.repos, t.clock);
        await t.repos.users.updateProfile("u1", { displayName: "Mona", preferredLanguage: "en" });
        await t.repos.accounts.markEmailVerified("u1", "u1@example.com");
        expect(await t.repos.accounts.purge("u1")).toBe(true);
        const again = await t.repos.users.ensureProfile(identity("u1", "again@example.com"));
        expect(again.created).toBe(true);
        expect(again.profile).toMatchObject({
          uid: "u1",
          email: "again@example.com",
          displayName: "U1",
          preferredLanguage: null,
          role: "student",
          subscribedCourses: [],
          emailVerified: false,
        });
        expect(await t.repos.payments.listByUser("u1")).toHaveLength(3);
        // A new purchase of the refunded course finds no progress to bring back.
        const { payment } = await t.repos.payments.createPending({
          userId: "u1",
          courseId: ids.c3,
          amountPiastres: 2_000,
          method: "paymob",
          idempotencyKey: "paymob:u1:c3:again",
        });
        await t.repos.payments.decide(payment.id, "paid", "paymob");
        expect((await t.repos.enrollments.get("u1", ids.c3))!.completedLessonIds).toEqual([]);
        expect((await t.repos.enrollments.get("u2", ids.c1))!.completedLessonIds).toEqual([ids.l1]);
        // A new certificate for a course the person had one for is a new one.
        const fresh = newCertificate("u1-again", { userId: "u1", courseId: ids.c1 });
        expect(await t.repos.certificates.issue(fresh)).toMatchObject({ created: true });
        expect(await t.repos.certificates.getName("u1")).toBeNull();
      });
    });
  });
}

/**
 * Every kind of personal record a person can have, made through the ports for two users (u1 and u2 unless
 * named), and a reader of everything the ports show of one of them (the purge's cases; each adapter's own
 * test looks in its store for anything left).
 */
export async function personalRecords(repos: Repositories, clock: TestClock, uids: readonly string[] = ["u1", "u2"]) {
  const inHours = (n: number) => new Date(clock.now().getTime() + n * HOUR);
  const c1 = await courseWithLessons(repos, 2, { price: 100 });
  const c2 = await courseWithLessons(repos, 1, { price: 50, title: { ar: "ب", en: "B" } });
  const c3 = await courseWithLessons(repos, 1, { price: 20, title: { ar: "ج", en: "C" } });
  const [question] = await repos.questions.create(c1.course.id, [questionContent(1)]);
  const ids = { c1: c1.course.id, c2: c2.course.id, c3: c3.course.id, l1: c1.lessons[0]!.id };
  const l2 = c1.lessons[1]!.id;
  const q = question!.id;
  const people = new Map<string, { feedToken: string; messageId: string; certificateId: string }>();
  for (const uid of uids) {
    await repos.users.ensureProfile(identity(uid));
    await repos.credentials.create({ uid, email: `${uid}@example.com`, passwordHash: `hash-${uid}` });
    await repos.sessions.create(uid, inHours(24), "Chrome on Android");
    for (const kind of TOKEN_KINDS) {
      await repos.accountTokens.create(`${uid}-${kind}`, {
        kind,
        userId: uid,
        email: `${uid}@example.com`,
        expiresAt: inHours(1),
      });
    }
    const pay = (courseId: string, method: "manual_transfer" | "paymob", key: string) =>
      repos.payments
        .createPending({
          userId: uid,
          courseId,
          amountPiastres: 10_000,
          method,
          providerReference: method === "manual_transfer" ? `Transfer from ${uid}, 0100 000 0000` : null,
          receiptKey: method === "manual_transfer" ? `receipts/${uid}.jpg` : null,
          idempotencyKey: `${method}:${uid}:${key}`,
        })
        .then((r) => r.payment);
    const manual = await pay(ids.c1, "manual_transfer", "c1");
    await repos.payments.decide(manual.id, "paid", "admin-1", { note: `Name on the transfer: ${uid}` });
    const online = await pay(ids.c2, "paymob", "c2");
    await repos.payments.setProviderReference(online.id, `order-${uid}`);
    await repos.payments.decide(online.id, "paid", "paymob", { transactionId: `txn-${uid}` });
    // A refunded course keeps its progress aside, for a new purchase to bring back.
    const refunded = await pay(ids.c3, "paymob", "c3");
    await repos.payments.decide(refunded.id, "paid", "paymob", { transactionId: `txn-c3-${uid}` });
    await repos.enrollments.completeLesson(uid, ids.c3, c3.lessons[0]!.id);
    await repos.payments.decide(refunded.id, "refunded", "admin-1");
    await repos.enrollments.completeLesson(uid, ids.c1, ids.l1);
    await repos.enrollments.savePosition(uid, ids.c1, l2, 42);
    await repos.tasks.create({ userId: uid, title: "Revise", date: "2026-01-05" });
    await repos.tasks.replaceLessonTasks(uid, ids.c1, [{ title: "Lesson 2", date: "2026-01-06", lessonId: l2 }], {
      examDate: "2026-01-20",
      perDay: 1,
      offDays: [],
    });
    const { feedToken } = await repos.calendarSettings.get(uid);
    expect(await repos.reminderLog.claim(uid, "exam:2026-01-20")).toBe(true);
    const notification = await repos.notifications.add({ userId: uid, title: `Welcome ${uid}` });
    await repos.deferredPushes.defer({
      notificationId: notification.id,
      userId: uid,
      kind: "payments",
      dueAt: inHours(8),
    });
    await repos.pushSubscriptions.add(uid, {
      endpoint: `https://push.example/${uid}`,
      expirationTime: null,
      keys: { p256dh: "p", auth: "a" },
    });
    const attempt = await repos.attempts.start({
      courseId: ids.c1,
      quizId: "quiz-1",
      userId: uid,
      seed: 1,
      paper: [{ questionId: q, version: 1, optionOrder: null }],
      startedAt: clock.now(),
    });
    await repos.attempts.saveAnswer(uid, attempt.id, answerTo(q));
    await repos.reviews.record(
      {
        userId: uid,
        courseId: ids.c1,
        questionId: q,
        dueDate: "2026-01-03",
        fsrsDue: inHours(48),
        fsrs: {
          stability: 2,
          difficulty: 5,
          scheduledDays: 2,
          learningSteps: 0,
          reps: 1,
          lapses: 0,
          state: 2,
          lastReview: clock.now(),
        },
      },
      { at: clock.now(), rating: "good", right: true, source: "practice", dueDate: "2026-01-03" },
    );
    await repos.reviews.saveSettings(uid, { dailyLimit: 10, reminderHour: 7 });
    const message = await repos.contact.create({
      userId: uid,
      name: `Name ${uid}`,
      email: `${uid}@example.com`,
      subject: "Help",
      message: "I cannot open lesson 2.",
    });
    const { certificate } = await repos.certificates.issue(
      newCertificate(`certificate-${uid}`, { userId: uid, courseId: ids.c1, issuedAt: clock.now() }),
    );
    await repos.certificates.setName(uid, { ar: `اسم ${uid}`, latin: `Name ${uid}` });
    people.set(uid, { feedToken, messageId: message.id, certificateId: certificate.id });
    clock.advance();
  }
  /** Everything the ports show of the person. */
  const records = async (uid: string) => {
    const own = people.get(uid)!;
    return {
      state: await repos.accounts.state(uid),
      profile: await repos.users.get(uid),
      byEmail: await repos.users.getByEmail(`${uid}@example.com`),
      credential: await repos.credentials.getByUid(uid),
      credentialByEmail: await repos.credentials.getByEmail(`${uid}@example.com`),
      sessions: await repos.sessions.listByUser(uid),
      tokens: await Promise.all(TOKEN_KINDS.map((kind) => repos.accountTokens.peek(`${uid}-${kind}`, kind))),
      enrollments: await repos.enrollments.listByUser(uid),
      position: await repos.enrollments.getPosition(uid, ids.c1, l2),
      tasks: await repos.tasks.listByUser(uid, { from: "2026-01-01", to: "2026-12-31" }),
      examPlans: await repos.tasks.listExamPlans(uid),
      calendarOwner: await repos.calendarSettings.userByToken(own.feedToken),
      notifications: await repos.notifications.listByUser(uid),
      deferredPushes: await repos.deferredPushes.listByUser(uid),
      pushSubscriptions: await repos.pushSubscriptions.listByUser(uid),
      attempts: await repos.attempts.listByUser(uid, ids.c1),
      card: await repos.reviews.get(uid, q),
      reviewSettings: await repos.reviews.settings(uid),
      message: (await repos.contact.list()).find((m) => m.id === own.messageId),
      payments: await repos.payments.listByUser(uid),
      certificates: await repos.certificates.listByUser(uid),
      certificate: await repos.certificates.get(own.certificateId),
      certificateForCourse: await repos.certificates.getForCourse(uid, ids.c1),
      certificateName: await repos.certificates.getName(uid),
    };
  };
  return { ids, records };
}
