/**
 * The one contract every data adapter must pass: same inputs, same outputs, including ordering,
 * limits, missing records, ownership and idempotency. Each adapter's *.contract.test.ts calls
 * `describeRepositoryContract` with a factory that gives a fresh, empty store.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { CourseInput } from "@masar/domain/course-schema";
import { EmailTakenError, PaymentTransitionError, type Repositories } from "../ports";

export interface ContractOptions {
  /** Gives empty repositories for each test. */
  fresh: () => Promise<Repositories>;
  /** Called once at the end. */
  teardown?: () => Promise<void>;
  /** Cases this adapter's test backend cannot serve, with the reason they are skipped. */
  unsupported?: Partial<Record<ContractCase, string>>;
}

export type ContractCase = "concurrent-transactions";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function courseInput(over: Partial<CourseInput> = {}): CourseInput {
  return {
    title: { ar: "أساسيات البرمجة", en: "Programming Basics" },
    description: { ar: "وصف", en: "Description" },
    instructorId: "teacher-1",
    instructor: "Dr. Sara",
    faculty: "engineering",
    level: "beginner",
    category: "programming",
    image: "",
    tags: ["python"],
    price: 0,
    status: "published",
    ...over,
  };
}

const identity = (uid: string, email = `${uid}@example.com`) => ({
  uid,
  email,
  displayName: uid.toUpperCase(),
  photoURL: null,
});

export function describeRepositoryContract(adapter: string, options: ContractOptions) {
  describe(`${adapter} repositories (contract)`, () => {
    let repos: Repositories;
    beforeEach(async () => {
      repos = await options.fresh();
    });
    afterAll(async () => {
      await options.teardown?.();
    });
    const unsupported = (name: ContractCase) => options.unsupported?.[name];

    describe("courses", () => {
      it("creates, reads, updates and deletes", async () => {
        const created = await repos.courses.create(courseInput());
        expect(created.id).toBeTruthy();
        expect(created).toMatchObject({
          title: { ar: "أساسيات البرمجة", en: "Programming Basics" },
          lessonsCount: 0,
          price: 0,
        });
        expect(created.createdAt).toBeInstanceOf(Date);
        expect(await repos.courses.getById(created.id)).toEqual(created);
        const updated = await repos.courses.update(created.id, { price: 350, tags: ["a", "b"] });
        expect(updated).toMatchObject({ price: 350, tags: ["a", "b"], title: created.title });
        expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
        expect(await repos.courses.delete(created.id)).toBe(true);
        expect(await repos.courses.getById(created.id)).toBeNull();
        expect(await repos.courses.delete(created.id)).toBe(false);
      });

      it("answers missing records with null", async () => {
        expect(await repos.courses.getById("missing")).toBeNull();
        expect(await repos.courses.update("missing", { price: 1 })).toBeNull();
      });

      it("rejects invalid input", async () => {
        await expect(repos.courses.create(courseInput({ price: -5 }))).rejects.toThrow();
        await expect(repos.courses.create(courseInput({ title: { ar: "", en: "" } }))).rejects.toThrow();
      });

      it("lists published newest first, all for admins, and by instructor", async () => {
        const a = await repos.courses.create(courseInput({ title: { ar: "أ", en: "A" } }));
        await sleep(3);
        const b = await repos.courses.create(courseInput({ title: { ar: "ب", en: "B" }, status: "draft" }));
        await sleep(3);
        const c = await repos.courses.create(courseInput({ title: { ar: "ج", en: "C" }, instructorId: "teacher-2" }));
        expect((await repos.courses.listPublished()).map((x) => x.id)).toEqual([c.id, a.id]);
        expect((await repos.courses.listAll()).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
        expect((await repos.courses.listByInstructor("teacher-1")).map((x) => x.id)).toEqual([b.id, a.id]);
        expect(await repos.courses.listByInstructor("nobody")).toEqual([]);
      });

      it("counts published courses and their distinct instructors", async () => {
        expect(await repos.courses.counts()).toEqual({ courses: 0, instructors: 0 });
        await repos.courses.create(courseInput());
        await repos.courses.create(courseInput());
        await repos.courses.create(courseInput({ instructorId: "teacher-2" }));
        await repos.courses.create(courseInput({ instructorId: "teacher-3", status: "draft" }));
        expect(await repos.courses.counts()).toEqual({ courses: 3, instructors: 2 });
      });
    });

    describe("lessons", () => {
      it("appends in order and keeps lessonsCount in step", async () => {
        const course = await repos.courses.create(courseInput());
        const l1 = await repos.lessons.add(course.id, {
          title: { ar: "١", en: "One" },
          kind: "video",
          content: "https://v/1",
          durationMinutes: 10,
          preview: true,
        });
        const l2 = await repos.lessons.add(course.id, { title: { ar: "٢", en: "Two" }, kind: "text", content: "text" });
        const l3 = await repos.lessons.add(course.id, {
          title: { ar: "٣", en: "Three" },
          kind: "file",
          content: "https://f/3",
        });
        expect([l1!.position, l2!.position, l3!.position]).toEqual([0, 1, 2]);
        expect(l1).toMatchObject({ preview: true, durationMinutes: 10, kind: "video" });
        expect(l2).toMatchObject({ preview: false, durationMinutes: 0 });
        expect((await repos.courses.getById(course.id))!.lessonsCount).toBe(3);
        expect((await repos.lessons.listByCourse(course.id)).map((l) => l.id)).toEqual([l1!.id, l2!.id, l3!.id]);

        expect(await repos.lessons.remove(course.id, l2!.id)).toBe(true);
        expect(await repos.lessons.remove(course.id, l2!.id)).toBe(false);
        const after = await repos.lessons.listByCourse(course.id);
        expect(after.map((l) => [l.id, l.position])).toEqual([
          [l1!.id, 0],
          [l3!.id, 1],
        ]);
        expect((await repos.courses.getById(course.id))!.lessonsCount).toBe(2);

        expect(await repos.lessons.reorder(course.id, [l3!.id, l1!.id])).toBe(true);
        expect((await repos.lessons.listByCourse(course.id)).map((l) => l.id)).toEqual([l3!.id, l1!.id]);
        expect(await repos.lessons.reorder(course.id, [l3!.id])).toBe(false);
        expect(await repos.lessons.reorder(course.id, [l3!.id, "other"])).toBe(false);

        const updated = await repos.lessons.update(course.id, l1!.id, { preview: false, title: { ar: "أ", en: "A" } });
        expect(updated).toMatchObject({ preview: false, title: { ar: "أ", en: "A" }, kind: "video" });
      });

      it("answers a missing course or lesson with null or false", async () => {
        expect(await repos.lessons.add("missing", { title: { ar: "x", en: "x" }, kind: "text" })).toBeNull();
        expect(await repos.lessons.get("missing", "missing")).toBeNull();
        expect(await repos.lessons.update("missing", "missing", { preview: true })).toBeNull();
        expect(await repos.lessons.listByCourse("missing")).toEqual([]);
      });

      it("a lesson of one course is not found through another", async () => {
        const a = await repos.courses.create(courseInput());
        const b = await repos.courses.create(courseInput());
        const lesson = await repos.lessons.add(a.id, { title: { ar: "x", en: "x" }, kind: "text" });
        expect(await repos.lessons.get(b.id, lesson!.id)).toBeNull();
        expect(await repos.lessons.remove(b.id, lesson!.id)).toBe(false);
      });
    });

    describe("users", () => {
      it("creates the default profile once (spec section 4)", async () => {
        const first = await repos.users.ensureProfile(identity("u1"));
        expect(first.created).toBe(true);
        expect(first.profile).toMatchObject({
          uid: "u1",
          email: "u1@example.com",
          role: "student",
          subscribedCourses: [],
          notificationEnabled: false,
          pushSubscription: null,
        });
        expect(first.profile.createdAt).toBeInstanceOf(Date);
        const second = await repos.users.ensureProfile({ ...identity("u1"), displayName: "changed" });
        expect(second.created).toBe(false);
        expect(second.profile.displayName).toBe("U1");
        expect(await repos.users.count()).toBe(1);
      });

      it("gets by uid and by e-mail case-insensitively", async () => {
        await repos.users.ensureProfile(identity("u1", "Mona@Example.com"));
        expect((await repos.users.get("u1"))!.email).toBe("Mona@Example.com");
        expect((await repos.users.getByEmail("mona@example.com"))!.uid).toBe("u1");
        expect(await repos.users.get("missing")).toBeNull();
        expect(await repos.users.getByEmail("missing@example.com")).toBeNull();
      });

      it("updates profile fields and updatedAt", async () => {
        const { profile } = await repos.users.ensureProfile(identity("u1"));
        await sleep(3);
        const updated = await repos.users.updateProfile("u1", {
          displayName: "Mona",
          preferredLanguage: "en",
          photoURL: "https://x/y.png",
        });
        expect(updated).toMatchObject({ displayName: "Mona", preferredLanguage: "en", photoURL: "https://x/y.png" });
        expect(updated!.updatedAt.getTime()).toBeGreaterThan(profile.updatedAt.getTime());
        expect((await repos.users.updateProfile("u1", { photoURL: null }))!.photoURL).toBeNull();
        expect(await repos.users.updateProfile("missing", { displayName: "x" })).toBeNull();
      });

      it("sets the role", async () => {
        await repos.users.ensureProfile(identity("u1"));
        expect((await repos.users.setRole("u1", "teacher"))!.role).toBe("teacher");
        expect((await repos.users.get("u1"))!.role).toBe("teacher");
        expect(await repos.users.setRole("missing", "admin")).toBeNull();
      });

      it("stores and clears the push subscription with notificationEnabled", async () => {
        await repos.users.ensureProfile(identity("u1"));
        const sub = { endpoint: "https://push.example/abc", expirationTime: null, keys: { p256dh: "k", auth: "a" } };
        expect(await repos.users.setPushSubscription("u1", sub)).toMatchObject({
          pushSubscription: sub,
          notificationEnabled: true,
        });
        expect(await repos.users.setPushSubscription("u1", null)).toMatchObject({
          pushSubscription: null,
          notificationEnabled: false,
        });
      });
    });

    describe("enrollments", () => {
      it("enrols idempotently, tracks subscribedCourses and completes lessons once", async () => {
        await repos.users.ensureProfile(identity("u1"));
        const course = await repos.courses.create(courseInput());
        const l1 = await repos.lessons.add(course.id, { title: { ar: "١", en: "1" }, kind: "text" });
        const l2 = await repos.lessons.add(course.id, { title: { ar: "٢", en: "2" }, kind: "text" });
        expect(await repos.enrollments.progress("u1", course.id)).toBeNull();
        expect(await repos.enrollments.completeLesson("u1", course.id, l1!.id)).toBeNull();

        const first = await repos.enrollments.enroll("u1", course.id);
        expect(first.created).toBe(true);
        expect(first.enrollment.completedLessonIds).toEqual([]);
        const again = await repos.enrollments.enroll("u1", course.id);
        expect(again.created).toBe(false);
        expect((await repos.users.get("u1"))!.subscribedCourses).toEqual([course.id]);
        expect(await repos.enrollments.countByCourse(course.id)).toBe(1);

        expect(await repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 0, totalLessons: 2 });
        await repos.enrollments.completeLesson("u1", course.id, l1!.id);
        const twice = await repos.enrollments.completeLesson("u1", course.id, l1!.id);
        expect(twice!.completedLessonIds).toEqual([l1!.id]);
        expect(await repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 1, totalLessons: 2 });
        await repos.enrollments.completeLesson("u1", course.id, l2!.id);
        expect(await repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 2, totalLessons: 2 });
        expect(await repos.enrollments.completeLesson("u1", course.id, "no-such-lesson")).toBeNull();
      });

      it("lists a user's enrollments, most recently active first", async () => {
        await repos.users.ensureProfile(identity("u1"));
        await repos.users.ensureProfile(identity("u2"));
        const a = await repos.courses.create(courseInput());
        const b = await repos.courses.create(courseInput());
        const lesson = await repos.lessons.add(a.id, { title: { ar: "١", en: "1" }, kind: "text" });
        await repos.enrollments.enroll("u1", a.id);
        await sleep(3);
        await repos.enrollments.enroll("u1", b.id);
        await repos.enrollments.enroll("u2", b.id);
        expect((await repos.enrollments.listByUser("u1")).map((e) => e.courseId)).toEqual([b.id, a.id]);
        await sleep(3);
        await repos.enrollments.completeLesson("u1", a.id, lesson!.id);
        expect((await repos.enrollments.listByUser("u1")).map((e) => e.courseId)).toEqual([a.id, b.id]);
        expect(await repos.enrollments.listByUser("nobody")).toEqual([]);
        expect(await repos.enrollments.get("u2", a.id)).toBeNull();
      });
    });

    describe("payments", () => {
      async function setup() {
        await repos.users.ensureProfile(identity("u1"));
        const course = await repos.courses.create(courseInput({ price: 500 }));
        return course.id;
      }

      it("creating twice with one idempotency key returns the first payment", async () => {
        const courseId = await setup();
        const input = {
          userId: "u1",
          courseId,
          amount: 500,
          method: "manual_transfer" as const,
          providerReference: "TRX-1",
          idempotencyKey: "key-00000001",
        };
        const first = await repos.payments.createPending(input);
        expect(first.created).toBe(true);
        expect(first.payment).toMatchObject({
          status: "pending",
          currency: "EGP",
          amount: 500,
          decidedBy: null,
          decidedAt: null,
        });
        const second = await repos.payments.createPending({ ...input, amount: 999 });
        expect(second.created).toBe(false);
        expect(second.payment).toEqual(first.payment);
        expect(await repos.payments.listByStatus("pending")).toHaveLength(1);
      });

      it("racing requests with one idempotency key create one payment", async (ctx) => {
        const reason = unsupported("concurrent-transactions");
        if (reason) ctx.skip(reason);
        const courseId = await setup();
        const input = {
          userId: "u1",
          courseId,
          amount: 500,
          method: "paymob" as const,
          idempotencyKey: "key-race-0001",
        };
        const results = await Promise.all(Array.from({ length: 5 }, () => repos.payments.createPending(input)));
        expect(results.filter((r) => r.created)).toHaveLength(1);
        expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
        expect(await repos.payments.listByUser("u1")).toHaveLength(1);
      });

      it("rejects invalid payments", async () => {
        const courseId = await setup();
        await expect(
          repos.payments.createPending({
            userId: "u1",
            courseId,
            amount: 0,
            method: "paymob",
            idempotencyKey: "key-00000002",
          }),
        ).rejects.toThrow();
      });

      it("paid enrols the user; decisions are final except refund; same decision again is a no-op", async () => {
        const courseId = await setup();
        const { payment } = await repos.payments.createPending({
          userId: "u1",
          courseId,
          amount: 500,
          method: "paymob",
          providerReference: "order-77",
          idempotencyKey: "key-00000003",
        });
        const paid = await repos.payments.decide(payment.id, "paid", "admin-1");
        expect(paid).toMatchObject({ status: "paid", decidedBy: "admin-1" });
        expect(paid!.decidedAt).toBeInstanceOf(Date);
        expect(await repos.enrollments.get("u1", courseId)).not.toBeNull();
        const again = await repos.payments.decide(payment.id, "paid", "admin-2");
        expect(again).toMatchObject({ status: "paid", decidedBy: "admin-1" });
        await expect(repos.payments.decide(payment.id, "rejected", "admin-1")).rejects.toBeInstanceOf(
          PaymentTransitionError,
        );
        expect((await repos.payments.decide(payment.id, "refunded", "admin-1"))!.status).toBe("refunded");
        expect(await repos.payments.decide("missing", "paid", "admin-1")).toBeNull();
        expect((await repos.payments.findByProviderReference("paymob", "order-77"))!.id).toBe(payment.id);
        expect(await repos.payments.findByProviderReference("manual_transfer", "order-77")).toBeNull();
      });

      it("lists by status oldest first and by user newest first", async () => {
        const courseId = await setup();
        const p1 = await repos.payments.createPending({
          userId: "u1",
          courseId,
          amount: 500,
          method: "manual_transfer",
          idempotencyKey: "key-0000000a",
        });
        await sleep(3);
        const p2 = await repos.payments.createPending({
          userId: "u1",
          courseId,
          amount: 500,
          method: "manual_transfer",
          idempotencyKey: "key-0000000b",
        });
        await sleep(3);
        const p3 = await repos.payments.createPending({
          userId: "u1",
          courseId,
          amount: 500,
          method: "manual_transfer",
          idempotencyKey: "key-0000000c",
        });
        await repos.payments.decide(p2.payment.id, "rejected", "admin-1");
        expect((await repos.payments.listByStatus("pending")).map((p) => p.id)).toEqual([p1.payment.id, p3.payment.id]);
        expect((await repos.payments.listByStatus("pending", 1)).map((p) => p.id)).toEqual([p1.payment.id]);
        expect((await repos.payments.listByStatus("rejected")).map((p) => p.id)).toEqual([p2.payment.id]);
        expect((await repos.payments.listByUser("u1")).map((p) => p.id)).toEqual([
          p3.payment.id,
          p2.payment.id,
          p1.payment.id,
        ]);
        expect(await repos.enrollments.get("u1", courseId)).toBeNull();
      });
    });

    describe("notifications", () => {
      it("adds with the spec's defaults", async () => {
        const n = await repos.notifications.add({ userId: "u1", title: "Welcome", message: "from message" });
        expect(n).toMatchObject({
          userId: "u1",
          title: "Welcome",
          body: "from message",
          read: false,
          readAt: null,
          type: "general",
          data: {},
        });
        expect(n.createdAt).toBeInstanceOf(Date);
        const withData = await repos.notifications.add({
          userId: "u1",
          title: "New lesson",
          body: "b",
          type: "course",
          data: { courseId: "c1" },
        });
        expect(withData).toMatchObject({ type: "course", data: { courseId: "c1" }, body: "b" });
        await expect(repos.notifications.add({ userId: "u1", title: "" })).rejects.toThrow();
      });

      it("lists newest first with a default limit of 20 and pages before a time", async () => {
        const created = [];
        for (let i = 0; i < 23; i++) {
          created.push(await repos.notifications.add({ userId: "u1", title: `n${i}` }));
          await sleep(2);
        }
        await repos.notifications.add({ userId: "u2", title: "other" });
        const page = await repos.notifications.listByUser("u1");
        expect(page).toHaveLength(20);
        expect(page.map((n) => n.title)).toEqual(
          created
            .slice(3)
            .reverse()
            .map((n) => n.title),
        );
        expect((await repos.notifications.listByUser("u1", { limit: 5 })).map((n) => n.title)).toEqual([
          "n22",
          "n21",
          "n20",
          "n19",
          "n18",
        ]);
        const next = await repos.notifications.listByUser("u1", { before: page[page.length - 1].createdAt });
        expect(next.map((n) => n.title)).toEqual(["n2", "n1", "n0"]);
      });

      it("marks one read with readAt and isRead fallbacks, only for its owner", async () => {
        const n = await repos.notifications.add({ userId: "u1", title: "t" });
        expect(await repos.notifications.markRead("u2", n.id)).toBe(false);
        expect((await repos.notifications.listByUser("u1"))[0].read).toBe(false);
        expect(await repos.notifications.markRead("u1", n.id)).toBe(true);
        const [read] = await repos.notifications.listByUser("u1");
        expect(read.read).toBe(true);
        expect(read.readAt).toBeInstanceOf(Date);
        expect(await repos.notifications.markRead("u1", "missing")).toBe(false);
      });

      it("marks all unread read in one go, only the user's", async () => {
        await repos.notifications.add({ userId: "u1", title: "a" });
        const b = await repos.notifications.add({ userId: "u1", title: "b" });
        await repos.notifications.add({ userId: "u2", title: "c" });
        await repos.notifications.markRead("u1", b.id);
        expect(await repos.notifications.unreadCount("u1")).toBe(1);
        expect(await repos.notifications.markAllRead("u1")).toBe(1);
        expect(await repos.notifications.unreadCount("u1")).toBe(0);
        expect(await repos.notifications.unreadCount("u2")).toBe(1);
        expect(await repos.notifications.markAllRead("u1")).toBe(0);
      });

      it("deletes only the user's own notification", async () => {
        const n = await repos.notifications.add({ userId: "u1", title: "t" });
        expect(await repos.notifications.delete("u2", n.id)).toBe(false);
        expect(await repos.notifications.listByUser("u1")).toHaveLength(1);
        expect(await repos.notifications.delete("u1", n.id)).toBe(true);
        expect(await repos.notifications.listByUser("u1")).toHaveLength(0);
        expect(await repos.notifications.delete("u1", n.id)).toBe(false);
      });

      it("a user cannot read another user's notifications", async () => {
        await repos.notifications.add({ userId: "u1", title: "secret" });
        expect(await repos.notifications.listByUser("u2")).toEqual([]);
        expect(await repos.notifications.unreadCount("u2")).toBe(0);
      });

      it("watches the user's list live, newest first, without a limit", async () => {
        const snapshots: string[][] = [];
        const stop = repos.notifications.watch("u1", (list) => snapshots.push(list.map((n) => n.title)));
        const waitFor = async (predicate: () => boolean) => {
          for (let i = 0; i < 200 && !predicate(); i++) await sleep(10);
          expect(predicate()).toBe(true);
        };
        await waitFor(() => snapshots.length >= 1);
        expect(snapshots[0]).toEqual([]);
        for (let i = 0; i < 22; i++) {
          await repos.notifications.add({ userId: "u1", title: `n${i}` });
          await sleep(2);
        }
        await repos.notifications.add({ userId: "u2", title: "other" });
        await waitFor(() => snapshots.at(-1)?.length === 22);
        expect(snapshots.at(-1)![0]).toBe("n21");
        expect(snapshots.flat()).not.toContain("other");
        stop();
        const count = snapshots.length;
        await repos.notifications.add({ userId: "u1", title: "after stop" });
        await sleep(100);
        expect(snapshots.length).toBe(count);
      });
    });

    describe("tasks", () => {
      it("creates, lists by date range, updates and deletes only the owner's", async () => {
        const a = await repos.tasks.create({ userId: "u1", title: "Revise chapter 3", date: "2026-05-02" });
        const b = await repos.tasks.create({
          userId: "u1",
          title: "Deadline",
          kind: "deadline",
          courseId: "c1",
          date: "2026-05-01",
        });
        await repos.tasks.create({ userId: "u1", title: "Later", date: "2026-06-01" });
        await repos.tasks.create({ userId: "u2", title: "Other", date: "2026-05-01" });
        expect(a).toMatchObject({ allDay: true, date: "2026-05-02", done: false, kind: "study", courseId: null });
        const list = await repos.tasks.listByUser("u1", { from: "2026-05-01", to: "2026-05-31" });
        expect(list.map((t) => t.id)).toEqual([b.id, a.id]);
        expect(await repos.tasks.update("u2", a.id, { done: true })).toBeNull();
        expect(await repos.tasks.update("u1", a.id, { done: true, title: "Revise chapter 4" })).toMatchObject({
          done: true,
          title: "Revise chapter 4",
          date: "2026-05-02",
        });
        expect(await repos.tasks.delete("u2", a.id)).toBe(false);
        expect(await repos.tasks.delete("u1", a.id)).toBe(true);
        expect(await repos.tasks.update("u1", a.id, { done: false })).toBeNull();
      });

      it("keeps all-day dates as dates, not shifted by time zones", async () => {
        const t = await repos.tasks.create({ userId: "u1", title: "Exam", date: "2026-01-01" });
        expect((await repos.tasks.listByUser("u1", { from: "2026-01-01", to: "2026-01-01" }))[0].date).toBe(
          "2026-01-01",
        );
        expect(t.date).toBe("2026-01-01");
        await expect(repos.tasks.create({ userId: "u1", title: "Bad", date: "2026-02-30" })).rejects.toThrow();
      });
    });

    describe("contact messages", () => {
      it("stores validated messages, newest first", async () => {
        await repos.contact.create({
          userId: null,
          name: "Mona",
          email: "mona@example.com",
          subject: "Payment",
          message: "I paid by transfer yesterday.",
        });
        await sleep(3);
        await repos.contact.create({
          userId: "u1",
          name: "Omar",
          email: "omar@example.com",
          subject: "Access",
          message: "I cannot open lesson 2 yet.",
        });
        expect((await repos.contact.list()).map((m) => m.name)).toEqual(["Omar", "Mona"]);
        await expect(
          repos.contact.create({ userId: null, name: "x", email: "bad", subject: "s", message: "m" }),
        ).rejects.toThrow();
      });
    });

    describe("sessions and credentials", () => {
      it("creates, finds, slides and deletes sessions; expired ones are gone", async () => {
        const future = new Date(Date.now() + 60_000);
        const s = await repos.sessions.create("u1", future);
        expect(await repos.sessions.get(s.id)).toMatchObject({ id: s.id, userId: "u1" });
        const later = new Date(Date.now() + 120_000);
        await repos.sessions.touch(s.id, later);
        expect((await repos.sessions.get(s.id))!.expiresAt.getTime()).toBe(later.getTime());
        await repos.sessions.delete(s.id);
        expect(await repos.sessions.get(s.id)).toBeNull();
        const expired = await repos.sessions.create("u1", new Date(Date.now() - 1000));
        expect(await repos.sessions.get(expired.id)).toBeNull();
        const a = await repos.sessions.create("u2", future);
        const b = await repos.sessions.create("u2", future);
        await repos.sessions.deleteByUser("u2");
        expect(await repos.sessions.get(a.id)).toBeNull();
        expect(await repos.sessions.get(b.id)).toBeNull();
        expect(await repos.sessions.get("missing")).toBeNull();
      });

      it("stores credentials with unique e-mails, case-insensitive", async () => {
        await repos.credentials.create({ uid: "u1", email: "Mona@Example.com", passwordHash: "$argon2id$x" });
        expect(await repos.credentials.getByEmail("mona@example.com")).toEqual({
          uid: "u1",
          email: "Mona@Example.com",
          passwordHash: "$argon2id$x",
        });
        await expect(
          repos.credentials.create({ uid: "u2", email: "MONA@example.com", passwordHash: "h" }),
        ).rejects.toBeInstanceOf(EmailTakenError);
        expect(await repos.credentials.getByEmail("nobody@example.com")).toBeNull();
      });

      it("counts rate-limit hits per fixed window", async () => {
        const at = new Date("2026-01-01T00:00:10Z");
        expect((await repos.rateLimits.hit("login:a", 60_000, at)).count).toBe(1);
        expect((await repos.rateLimits.hit("login:a", 60_000, at)).count).toBe(2);
        expect(await repos.rateLimits.peek("login:a", 60_000, at)).toEqual({
          count: 2,
          resetAt: new Date("2026-01-01T00:01:00Z"),
        });
        expect((await repos.rateLimits.peek("login:never", 60_000, at)).count).toBe(0);
        const third = await repos.rateLimits.hit("login:a", 60_000, at);
        expect(third).toEqual({ count: 3, resetAt: new Date("2026-01-01T00:01:00Z") });
        expect((await repos.rateLimits.hit("login:b", 60_000, at)).count).toBe(1);
        expect((await repos.rateLimits.hit("login:a", 60_000, new Date("2026-01-01T00:01:05Z"))).count).toBe(1);
        await repos.rateLimits.reset("login:a");
        expect((await repos.rateLimits.hit("login:a", 60_000, new Date("2026-01-01T00:01:05Z"))).count).toBe(1);
      });
    });

    it("knows when it is empty", async () => {
      expect(await repos.isEmpty()).toBe(true);
      await repos.courses.create(courseInput());
      expect(await repos.isEmpty()).toBe(false);
    });
  });
}
