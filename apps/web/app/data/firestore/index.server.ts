import { createHash, randomUUID } from "node:crypto";
import { initializeApp, deleteApp, type App } from "firebase-admin/app";
import {
  FieldValue,
  Timestamp,
  getFirestore,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { type Course, type Lesson } from "@masar/domain/course";
import { courseInputSchema, lessonInputSchema } from "@masar/domain/course-schema";
import {
  canTransition,
  contactMessageSchema,
  newPaymentSchema,
  newTaskSchema,
  type Enrollment,
  type Payment,
  type Task,
} from "@masar/domain/learning";
import { NOTIFICATION_FETCH_LIMIT, type Notification } from "@masar/domain/notification";
import { newNotificationSchema, notificationFromStored } from "@masar/domain/notification-schema";
import { defaultProfile, roleOf, type UserProfile } from "@masar/domain/user";
import { EmailTakenError, PaymentTransitionError, type Repositories } from "../ports";

/** Collection names: the spec's `courses`, `users`, `notifications`, and the rest named alike. */
export const COLLECTIONS = {
  courses: "courses",
  lessons: "lessons", // subcollection of a course
  users: "users",
  enrollments: "enrollments",
  payments: "payments",
  notifications: "notifications",
  tasks: "tasks",
  contactMessages: "contactMessages",
  sessions: "sessions",
  credentials: "credentials",
  rateLimits: "rateLimits",
} as const;

const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : null);
const date = (v: unknown) => toDate(v) ?? new Date(0);
const ts = (d: Date) => Timestamp.fromDate(d);
const hashId = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 40);

function courseFrom(doc: DocumentSnapshot): Course {
  const d = doc.data()!;
  return {
    id: doc.id,
    title: { ar: d.title?.ar ?? "", en: d.title?.en ?? "" },
    description: { ar: d.description?.ar ?? "", en: d.description?.en ?? "" },
    instructorId: d.instructorId,
    instructor: d.instructor,
    faculty: d.faculty,
    level: d.level,
    category: d.category,
    image: d.image ?? "",
    tags: Array.isArray(d.tags) ? d.tags : [],
    price: typeof d.price === "number" ? d.price : 0,
    status: d.status,
    lessonsCount: typeof d.lessonsCount === "number" ? d.lessonsCount : Array.isArray(d.lessons) ? d.lessons.length : 0,
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
  };
}

function lessonFrom(doc: DocumentSnapshot, courseId: string): Lesson {
  const d = doc.data()!;
  return {
    id: doc.id,
    courseId,
    position: d.position,
    title: { ar: d.title?.ar ?? "", en: d.title?.en ?? "" },
    kind: d.kind,
    content: d.content ?? "",
    durationMinutes: d.durationMinutes ?? 0,
    preview: d.preview === true,
  };
}

function userFrom(doc: DocumentSnapshot): UserProfile {
  const d = doc.data()!;
  return {
    uid: doc.id,
    email: d.email ?? "",
    displayName: d.displayName ?? "",
    photoURL: d.photoURL ?? null,
    role: roleOf(d.role),
    preferredLanguage: d.preferredLanguage ?? null,
    subscribedCourses: Array.isArray(d.subscribedCourses) ? d.subscribedCourses : [],
    pushSubscription: d.pushSubscription ?? null,
    notificationEnabled: d.notificationEnabled === true,
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
  };
}

function paymentFrom(doc: DocumentSnapshot): Payment {
  const d = doc.data()!;
  return {
    id: doc.id,
    userId: d.userId,
    courseId: d.courseId,
    amount: d.amount,
    currency: "EGP",
    method: d.method,
    providerReference: d.providerReference ?? null,
    idempotencyKey: d.idempotencyKey,
    status: d.status,
    decidedBy: d.decidedBy ?? null,
    decidedAt: toDate(d.decidedAt),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
  };
}

function enrollmentFrom(d: DocumentData): Enrollment {
  return {
    userId: d.userId,
    courseId: d.courseId,
    completedLessonIds: Array.isArray(d.completedLessonIds) ? d.completedLessonIds : [],
    enrolledAt: date(d.enrolledAt),
    updatedAt: date(d.updatedAt),
  };
}

function taskFrom(doc: DocumentSnapshot): Task {
  const d = doc.data()!;
  return {
    id: doc.id,
    userId: d.userId,
    title: d.title,
    notes: d.notes ?? "",
    kind: d.kind,
    courseId: d.courseId ?? null,
    allDay: d.allDay !== false,
    date: d.date,
    startsAt: toDate(d.startsAt),
    endsAt: toDate(d.endsAt),
    done: d.done === true,
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
  };
}

const notificationFrom = (doc: DocumentSnapshot): Notification =>
  notificationFromStored(doc.id, doc.data() ?? {}, toDate);

export interface FirestoreOptions {
  projectId: string;
  /** A distinct app name lets tests open several adapters in one process. */
  appName?: string;
}

/**
 * The Firestore adapter (firebase-admin, server only). Timestamps are the server's: notifications use
 * Firestore's server timestamp as the spec says; other records use the app server's clock, because a
 * write here carries at most one server-side transform.
 */
export function createFirestoreRepositories(options: FirestoreOptions): Repositories {
  // Against an emulator there is no Google metadata server to ask for credentials: never probe for one.
  if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= "none";
  const app: App = initializeApp({ projectId: options.projectId }, options.appName ?? `masar-${randomUUID()}`);
  const db: Firestore = getFirestore(app);
  const col = (name: keyof typeof COLLECTIONS) => db.collection(COLLECTIONS[name]);
  const lessonsOf = (courseId: string) => col("courses").doc(courseId).collection(COLLECTIONS.lessons);
  const enrollmentRef = (userId: string, courseId: string) => col("enrollments").doc(`${userId}_${courseId}`);
  const now = () => Timestamp.now();

  async function enrollIn(tx: Transaction, userId: string, courseId: string, existing?: DocumentSnapshot) {
    const ref = enrollmentRef(userId, courseId);
    const snap = existing ?? (await tx.get(ref));
    if (snap.exists) return { enrollment: enrollmentFrom(snap.data()!), created: false };
    const t = now();
    const data = { userId, courseId, completedLessonIds: [], enrolledAt: t, updatedAt: t };
    tx.create(ref, data);
    tx.update(col("users").doc(userId), { subscribedCourses: FieldValue.arrayUnion(courseId), updatedAt: t });
    return { enrollment: enrollmentFrom(data), created: true };
  }

  async function getUserByEmail(email: string) {
    const snap = await col("users").where("emailLower", "==", email.trim().toLowerCase()).limit(1).get();
    return snap.empty ? null : userFrom(snap.docs[0]);
  }

  const repos: Repositories = {
    courses: {
      async listPublished() {
        const snap = await col("courses").where("status", "==", "published").orderBy("createdAt", "desc").get();
        return snap.docs.map(courseFrom);
      },
      async listAll() {
        return (await col("courses").orderBy("createdAt", "desc").get()).docs.map(courseFrom);
      },
      async getById(id) {
        const doc = await col("courses").doc(id).get();
        return doc.exists ? courseFrom(doc) : null;
      },
      async listByInstructor(instructorId) {
        const snap = await col("courses").where("instructorId", "==", instructorId).orderBy("createdAt", "desc").get();
        return snap.docs.map(courseFrom);
      },
      async create(input) {
        const c = courseInputSchema.parse(input);
        const ref = col("courses").doc();
        const t = now();
        await ref.create({ ...c, lessonsCount: 0, createdAt: t, updatedAt: t });
        return courseFrom(await ref.get());
      },
      async update(id, patch) {
        const ref = col("courses").doc(id);
        const doc = await ref.get();
        if (!doc.exists) return null;
        const c = courseInputSchema.parse({ ...courseFrom(doc), ...patch });
        await ref.update({ ...c, updatedAt: now() });
        return courseFrom(await ref.get());
      },
      async delete(id) {
        const ref = col("courses").doc(id);
        const doc = await ref.get();
        if (!doc.exists) return false;
        const lessons = await lessonsOf(id).get();
        const batch = db.batch();
        lessons.docs.forEach((l) => batch.delete(l.ref));
        batch.delete(ref);
        await batch.commit();
        return true;
      },
      async counts() {
        const snap = await col("courses").where("status", "==", "published").get();
        return { courses: snap.size, instructors: new Set(snap.docs.map((d) => d.get("instructorId"))).size };
      },
    },

    lessons: {
      async listByCourse(courseId) {
        return (await lessonsOf(courseId).orderBy("position").get()).docs.map((d) => lessonFrom(d, courseId));
      },
      async get(courseId, lessonId) {
        const doc = await lessonsOf(courseId).doc(lessonId).get();
        return doc.exists ? lessonFrom(doc, courseId) : null;
      },
      async add(courseId, input) {
        const l = lessonInputSchema.parse(input);
        const courseRef = col("courses").doc(courseId);
        const ref = lessonsOf(courseId).doc();
        const ok = await db.runTransaction(async (tx) => {
          const course = await tx.get(courseRef);
          if (!course.exists) return false;
          const position = (course.get("lessonsCount") as number) ?? 0;
          tx.create(ref, { ...l, position });
          tx.update(courseRef, { lessonsCount: position + 1, updatedAt: now() });
          return true;
        });
        return ok ? lessonFrom(await ref.get(), courseId) : null;
      },
      async update(courseId, lessonId, patch) {
        const ref = lessonsOf(courseId).doc(lessonId);
        const doc = await ref.get();
        if (!doc.exists) return null;
        const l = lessonInputSchema.parse({ ...lessonFrom(doc, courseId), ...patch });
        await ref.update(l);
        return lessonFrom(await ref.get(), courseId);
      },
      async remove(courseId, lessonId) {
        const courseRef = col("courses").doc(courseId);
        return db.runTransaction(async (tx) => {
          const all = await tx.get(lessonsOf(courseId).orderBy("position"));
          const target = all.docs.find((d) => d.id === lessonId);
          if (!target) return false;
          tx.delete(target.ref);
          all.docs
            .filter((d) => (d.get("position") as number) > (target.get("position") as number))
            .forEach((d) => tx.update(d.ref, { position: (d.get("position") as number) - 1 }));
          tx.update(courseRef, { lessonsCount: all.size - 1, updatedAt: now() });
          return true;
        });
      },
      async reorder(courseId, lessonIds) {
        const all = await lessonsOf(courseId).get();
        const current = all.docs.map((d) => d.id);
        if (current.length !== lessonIds.length || new Set(lessonIds).size !== lessonIds.length) return false;
        if (!lessonIds.every((id) => current.includes(id))) return false;
        const batch = db.batch();
        lessonIds.forEach((id, i) => batch.update(lessonsOf(courseId).doc(id), { position: i }));
        await batch.commit();
        return true;
      },
    },

    users: {
      async get(uid) {
        const doc = await col("users").doc(uid).get();
        return doc.exists ? userFrom(doc) : null;
      },
      getByEmail: getUserByEmail,
      async ensureProfile(identity) {
        const ref = col("users").doc(identity.uid);
        return db.runTransaction(async (tx) => {
          const doc = await tx.get(ref);
          if (doc.exists) return { profile: userFrom(doc), created: false };
          const p = defaultProfile(identity, now().toDate());
          tx.create(ref, {
            email: p.email,
            emailLower: p.email.toLowerCase(),
            displayName: p.displayName,
            photoURL: p.photoURL,
            role: p.role,
            preferredLanguage: null,
            subscribedCourses: [],
            pushSubscription: null,
            fcmToken: null,
            notificationEnabled: false,
            createdAt: ts(p.createdAt),
            updatedAt: ts(p.updatedAt),
          });
          return { profile: p, created: true };
        });
      },
      async updateProfile(uid, fields) {
        const ref = col("users").doc(uid);
        const doc = await ref.get();
        if (!doc.exists) return null;
        const update: DocumentData = { updatedAt: now() };
        if (fields.displayName !== undefined) update.displayName = fields.displayName;
        if (fields.photoURL !== undefined) update.photoURL = fields.photoURL;
        if (fields.preferredLanguage !== undefined) update.preferredLanguage = fields.preferredLanguage;
        await ref.update(update);
        return userFrom(await ref.get());
      },
      async setRole(uid, role) {
        const ref = col("users").doc(uid);
        if (!(await ref.get()).exists) return null;
        await ref.update({ role, updatedAt: now() });
        return userFrom(await ref.get());
      },
      async setPushSubscription(uid, subscription) {
        const ref = col("users").doc(uid);
        if (!(await ref.get()).exists) return null;
        await ref.update({
          pushSubscription: subscription,
          fcmToken: subscription?.endpoint ?? null,
          notificationEnabled: subscription !== null,
          updatedAt: now(),
        });
        return userFrom(await ref.get());
      },
      async count() {
        return (await col("users").count().get()).data().count;
      },
    },

    enrollments: {
      async enroll(userId, courseId) {
        return db.runTransaction((tx) => enrollIn(tx, userId, courseId));
      },
      async get(userId, courseId) {
        const doc = await enrollmentRef(userId, courseId).get();
        return doc.exists ? enrollmentFrom(doc.data()!) : null;
      },
      async listByUser(userId) {
        const snap = await col("enrollments").where("userId", "==", userId).orderBy("updatedAt", "desc").get();
        return snap.docs.map((d) => enrollmentFrom(d.data()));
      },
      async completeLesson(userId, courseId, lessonId) {
        const ref = enrollmentRef(userId, courseId);
        return db.runTransaction(async (tx) => {
          const [enrollment, lesson] = await Promise.all([tx.get(ref), tx.get(lessonsOf(courseId).doc(lessonId))]);
          if (!enrollment.exists || !lesson.exists) return null;
          const current = enrollmentFrom(enrollment.data()!);
          if (current.completedLessonIds.includes(lessonId)) return current;
          const t = now();
          tx.update(ref, { completedLessonIds: FieldValue.arrayUnion(lessonId), updatedAt: t });
          return { ...current, completedLessonIds: [...current.completedLessonIds, lessonId], updatedAt: t.toDate() };
        });
      },
      async progress(userId, courseId) {
        const [enrollment, course] = await Promise.all([
          enrollmentRef(userId, courseId).get(),
          col("courses").doc(courseId).get(),
        ]);
        if (!enrollment.exists || !course.exists) return null;
        const total = courseFrom(course).lessonsCount;
        const done = enrollmentFrom(enrollment.data()!).completedLessonIds.length;
        return { completedLessons: Math.min(done, total), totalLessons: total };
      },
      async countByCourse(courseId) {
        return (await col("enrollments").where("courseId", "==", courseId).count().get()).data().count;
      },
    },

    payments: {
      async createPending(input) {
        const p = newPaymentSchema.parse(input);
        // The document id derives from the idempotency key, so two racing requests meet at one document.
        const ref = col("payments").doc(hashId(p.idempotencyKey));
        return db.runTransaction(async (tx) => {
          const existing = await tx.get(ref);
          if (existing.exists) return { payment: paymentFrom(existing), created: false };
          const t = now();
          const data = {
            ...p,
            currency: "EGP",
            status: "pending",
            decidedBy: null,
            decidedAt: null,
            createdAt: t,
            updatedAt: t,
          };
          tx.create(ref, data);
          return {
            payment: { id: ref.id, ...data, decidedAt: null, createdAt: t.toDate(), updatedAt: t.toDate() } as Payment,
            created: true,
          };
        });
      },
      async get(id) {
        const doc = await col("payments").doc(id).get();
        return doc.exists ? paymentFrom(doc) : null;
      },
      async decide(id, status, decidedBy) {
        const ref = col("payments").doc(id);
        return db.runTransaction(async (tx) => {
          const doc = await tx.get(ref);
          if (!doc.exists) return null;
          const payment = paymentFrom(doc);
          if (payment.status === status) return payment;
          if (!canTransition(payment.status, status)) throw new PaymentTransitionError(payment.status, status);
          const enrollment =
            status === "paid" ? await tx.get(enrollmentRef(payment.userId, payment.courseId)) : undefined;
          const t = now();
          tx.update(ref, { status, decidedBy, decidedAt: t, updatedAt: t });
          if (enrollment) await enrollIn(tx, payment.userId, payment.courseId, enrollment);
          return { ...payment, status, decidedBy, decidedAt: t.toDate(), updatedAt: t.toDate() };
        });
      },
      async listByStatus(status, limit = 100) {
        const snap = await col("payments").where("status", "==", status).orderBy("createdAt", "asc").limit(limit).get();
        return snap.docs.map(paymentFrom);
      },
      async listByUser(userId) {
        return (await col("payments").where("userId", "==", userId).orderBy("createdAt", "desc").get()).docs.map(
          paymentFrom,
        );
      },
      async findByProviderReference(method, reference) {
        const snap = await col("payments")
          .where("method", "==", method)
          .where("providerReference", "==", reference)
          .limit(1)
          .get();
        return snap.empty ? null : paymentFrom(snap.docs[0]);
      },
    },

    notifications: {
      async add(input) {
        const n = newNotificationSchema.parse(input);
        const ref = col("notifications").doc();
        await ref.create({ ...n, read: false, isRead: false, readAt: null, createdAt: FieldValue.serverTimestamp() });
        return notificationFrom(await ref.get());
      },
      async listByUser(userId, page = {}) {
        let query = col("notifications").where("userId", "==", userId);
        // Paging uses a range filter on the order field rather than cursors.
        if (page.before) query = query.where("createdAt", "<", ts(page.before));
        const snap = await query
          .orderBy("createdAt", "desc")
          .limit(page.limit ?? NOTIFICATION_FETCH_LIMIT)
          .get();
        return snap.docs.map(notificationFrom);
      },
      watch(userId, onChange) {
        return col("notifications")
          .where("userId", "==", userId)
          .orderBy("createdAt", "desc")
          .onSnapshot(
            (snap) => onChange(snap.docs.map(notificationFrom)),
            (error) => console.error("[notifications] watch failed", error),
          );
      },
      async unreadCount(userId) {
        return (
          await col("notifications").where("userId", "==", userId).where("read", "==", false).count().get()
        ).data().count;
      },
      async markRead(userId, id) {
        const ref = col("notifications").doc(id);
        const doc = await ref.get();
        if (!doc.exists || doc.get("userId") !== userId) return false;
        await ref.update({ read: true, isRead: true, readAt: FieldValue.serverTimestamp() });
        return true;
      },
      async markAllRead(userId) {
        const snap = await col("notifications").where("userId", "==", userId).where("read", "==", false).get();
        if (snap.empty) return 0;
        const batch = db.batch();
        snap.docs.forEach((d) =>
          batch.update(d.ref, { read: true, isRead: true, readAt: FieldValue.serverTimestamp() }),
        );
        await batch.commit();
        return snap.size;
      },
      async delete(userId, id) {
        const ref = col("notifications").doc(id);
        const doc = await ref.get();
        if (!doc.exists || doc.get("userId") !== userId) return false;
        await ref.delete();
        return true;
      },
    },

    tasks: {
      async create(input) {
        const tk = newTaskSchema.parse(input);
        const ref = col("tasks").doc();
        const t = now();
        await ref.create({
          ...tk,
          startsAt: tk.startsAt ? ts(tk.startsAt) : null,
          endsAt: tk.endsAt ? ts(tk.endsAt) : null,
          done: false,
          createdAt: t,
          updatedAt: t,
        });
        return taskFrom(await ref.get());
      },
      async listByUser(userId, range) {
        const snap = await col("tasks")
          .where("userId", "==", userId)
          .where("date", ">=", range.from)
          .where("date", "<=", range.to)
          .orderBy("date")
          .orderBy("createdAt")
          .get();
        return snap.docs.map(taskFrom);
      },
      async update(userId, id, patch) {
        const ref = col("tasks").doc(id);
        const doc = await ref.get();
        if (!doc.exists || doc.get("userId") !== userId) return null;
        const current = taskFrom(doc);
        const { done, ...fields } = patch;
        const tk = newTaskSchema.parse({ ...current, ...fields, userId });
        await ref.update({
          ...tk,
          startsAt: tk.startsAt ? ts(tk.startsAt) : null,
          endsAt: tk.endsAt ? ts(tk.endsAt) : null,
          done: done ?? current.done,
          updatedAt: now(),
        });
        return taskFrom(await ref.get());
      },
      async delete(userId, id) {
        const ref = col("tasks").doc(id);
        const doc = await ref.get();
        if (!doc.exists || doc.get("userId") !== userId) return false;
        await ref.delete();
        return true;
      },
    },

    contact: {
      async create(input) {
        const m = contactMessageSchema.parse(input);
        const ref = col("contactMessages").doc();
        const t = now();
        await ref.create({ ...m, userId: input.userId, createdAt: t });
        return { id: ref.id, userId: input.userId, ...m, createdAt: t.toDate() };
      },
      async list(limit = 50) {
        const snap = await col("contactMessages").orderBy("createdAt", "desc").limit(limit).get();
        return snap.docs.map((d) => {
          const x = d.data();
          return {
            id: d.id,
            userId: x.userId ?? null,
            name: x.name,
            email: x.email,
            subject: x.subject,
            message: x.message,
            createdAt: date(x.createdAt),
          };
        });
      },
    },

    sessions: {
      async create(userId, expiresAt) {
        const ref = col("sessions").doc(randomUUID());
        const t = now();
        await ref.create({ userId, createdAt: t, expiresAt: ts(expiresAt) });
        return { id: ref.id, userId, createdAt: t.toDate(), expiresAt };
      },
      async get(id) {
        const doc = await col("sessions").doc(id).get();
        if (!doc.exists) return null;
        const expiresAt = date(doc.get("expiresAt"));
        if (expiresAt.getTime() <= Date.now()) return null;
        return { id, userId: doc.get("userId"), createdAt: date(doc.get("createdAt")), expiresAt };
      },
      async touch(id, expiresAt) {
        const ref = col("sessions").doc(id);
        if ((await ref.get()).exists) await ref.update({ expiresAt: ts(expiresAt) });
      },
      async delete(id) {
        await col("sessions").doc(id).delete();
      },
      async deleteByUser(userId) {
        const snap = await col("sessions").where("userId", "==", userId).get();
        const batch = db.batch();
        snap.docs.forEach((d) => batch.delete(d.ref));
        await batch.commit();
      },
    },

    credentials: {
      async getByEmail(email) {
        const doc = await col("credentials").doc(hashId(email.trim().toLowerCase())).get();
        if (!doc.exists) return null;
        return { uid: doc.get("uid"), email: doc.get("email"), passwordHash: doc.get("passwordHash") };
      },
      async create(credential) {
        const ref = col("credentials").doc(hashId(credential.email.trim().toLowerCase()));
        await db.runTransaction(async (tx) => {
          if ((await tx.get(ref)).exists) throw new EmailTakenError();
          tx.create(ref, {
            uid: credential.uid,
            email: credential.email.trim(),
            passwordHash: credential.passwordHash,
          });
        });
      },
    },

    rateLimits: {
      async hit(key, windowMs, at = new Date()) {
        const ref = col("rateLimits").doc(hashId(key));
        return db.runTransaction(async (tx) => {
          const doc = await tx.get(ref);
          const t = at.getTime();
          const windowStart = t - (t % windowMs);
          const count = doc.exists && doc.get("windowStart") === windowStart ? (doc.get("count") as number) + 1 : 1;
          if (doc.exists) tx.update(ref, { windowStart, count });
          else tx.create(ref, { windowStart, count });
          return { count, resetAt: new Date(windowStart + windowMs) };
        });
      },
      async peek(key, windowMs, at = new Date()) {
        const doc = await col("rateLimits").doc(hashId(key)).get();
        const t = at.getTime();
        const windowStart = t - (t % windowMs);
        return {
          count: doc.exists && doc.get("windowStart") === windowStart ? (doc.get("count") as number) : 0,
          resetAt: new Date(windowStart + windowMs),
        };
      },
      async reset(key) {
        await col("rateLimits").doc(hashId(key)).delete();
      },
    },

    async isEmpty() {
      const [courses, users] = await Promise.all([col("courses").limit(1).get(), col("users").limit(1).get()]);
      return courses.empty && users.empty;
    },
    async close() {
      await deleteApp(app);
    },
  };
  return repos;
}
