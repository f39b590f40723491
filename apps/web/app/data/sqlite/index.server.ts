import { EventEmitter } from "node:events";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { z } from "zod";
import { type Course, type Lesson } from "@masar/domain/course";
import { courseInputSchema, lessonInputSchema } from "@masar/domain/course-schema";
import {
  canTransition,
  contactMessageSchema,
  newPaymentSchema,
  newTaskSchema,
  type ContactMessage,
  type Enrollment,
  type Payment,
  type Task,
} from "@masar/domain/learning";
import { NOTIFICATION_FETCH_LIMIT, type Notification } from "@masar/domain/notification";
import { newNotificationSchema, notificationFromStored } from "@masar/domain/notification-schema";
import { defaultProfile, roleOf, type UserProfile } from "@masar/domain/user";
import { EmailTakenError, PaymentTransitionError, type Repositories } from "../ports";
import { migrations } from "./migrations";

type Row = Record<string, unknown>;

const toDate = (v: unknown): Date | null => (typeof v === "number" ? new Date(v) : null);
const json = <T>(v: unknown, fallback: T): T => {
  if (typeof v !== "string") return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};

function courseFromRow(r: Row): Course {
  return {
    id: r.id as string,
    title: { ar: r.title_ar as string, en: r.title_en as string },
    description: { ar: r.description_ar as string, en: r.description_en as string },
    instructorId: r.instructor_id as string,
    instructor: r.instructor as string,
    faculty: r.faculty as Course["faculty"],
    level: r.level as Course["level"],
    category: r.category as string,
    image: r.image as string,
    tags: json<string[]>(r.tags, []),
    price: r.price as number,
    status: r.status as Course["status"],
    lessonsCount: r.lessons_count as number,
    createdAt: new Date(r.created_at as number),
    updatedAt: new Date(r.updated_at as number),
  };
}

function lessonFromRow(r: Row): Lesson {
  return {
    id: r.id as string,
    courseId: r.course_id as string,
    position: r.position as number,
    title: { ar: r.title_ar as string, en: r.title_en as string },
    kind: r.kind as Lesson["kind"],
    content: r.content as string,
    durationMinutes: r.duration_minutes as number,
    preview: r.preview === 1,
  };
}

function userFromRow(r: Row): UserProfile {
  return {
    uid: r.uid as string,
    email: r.email as string,
    displayName: r.display_name as string,
    photoURL: (r.photo_url as string | null) ?? null,
    role: roleOf(r.role),
    preferredLanguage: (r.preferred_language as UserProfile["preferredLanguage"]) ?? null,
    subscribedCourses: json<string[]>(r.subscribed_courses, []),
    pushSubscription: json<UserProfile["pushSubscription"]>(r.push_subscription, null),
    notificationEnabled: r.notification_enabled === 1,
    createdAt: new Date(r.created_at as number),
    updatedAt: new Date(r.updated_at as number),
  };
}

function paymentFromRow(r: Row): Payment {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    courseId: r.course_id as string,
    amount: r.amount as number,
    currency: "EGP",
    method: r.method as Payment["method"],
    providerReference: (r.provider_reference as string | null) ?? null,
    idempotencyKey: r.idempotency_key as string,
    status: r.status as Payment["status"],
    decidedBy: (r.decided_by as string | null) ?? null,
    decidedAt: toDate(r.decided_at),
    createdAt: new Date(r.created_at as number),
    updatedAt: new Date(r.updated_at as number),
  };
}

function taskFromRow(r: Row): Task {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    title: r.title as string,
    notes: r.notes as string,
    kind: r.kind as Task["kind"],
    courseId: (r.course_id as string | null) ?? null,
    allDay: r.all_day === 1,
    date: r.date as string,
    startsAt: toDate(r.starts_at),
    endsAt: toDate(r.ends_at),
    done: r.done === 1,
    createdAt: new Date(r.created_at as number),
    updatedAt: new Date(r.updated_at as number),
  };
}

function notificationFromRow(r: Row): Notification {
  return notificationFromStored(
    r.id as string,
    { ...r, userId: r.user_id, read: r.read === 1, readAt: r.read_at, createdAt: r.created_at, data: json(r.data, {}) },
    toDate,
  );
}

/** A validated course as the columns of the courses table. */
function courseColumns(c: z.output<typeof courseInputSchema>) {
  return {
    title_ar: c.title.ar,
    title_en: c.title.en,
    description_ar: c.description.ar,
    description_en: c.description.en,
    instructor_id: c.instructorId,
    instructor: c.instructor,
    faculty: c.faculty,
    level: c.level,
    category: c.category,
    image: c.image,
    tags: JSON.stringify(c.tags),
    price: c.price,
    status: c.status,
  };
}

/** A validated task as the columns of the tasks table. */
function taskColumns(tk: z.output<typeof newTaskSchema>) {
  return {
    user_id: tk.userId,
    title: tk.title,
    notes: tk.notes,
    kind: tk.kind,
    course_id: tk.courseId,
    all_day: tk.allDay ? 1 : 0,
    date: tk.date,
    starts_at: tk.startsAt?.getTime() ?? null,
    ends_at: tk.endsAt?.getTime() ?? null,
  };
}

/** Applies pending migrations in order, each in its own transaction. */
export function migrate(db: Database.Database): number {
  db.exec(
    "CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT id FROM migrations")
      .all()
      .map((r) => (r as Row).id as number),
  );
  let count = 0;
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)").run(m.id, m.name, Date.now());
    })();
    count++;
  }
  return count;
}

export interface SqliteOptions {
  /** A clock for tests. @defaultValue () => new Date() */
  now?: () => Date;
}

/** The embedded default adapter: one SQLite file, WAL, foreign keys, migrations at open. */
export function createSqliteRepositories(file: string, options: SqliteOptions = {}): Repositories {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);

  // Timestamps strictly increase, so "newest first" never ties within one process.
  let last = 0;
  const now = () => {
    const t = Math.max((options.now?.() ?? new Date()).getTime(), last + 1);
    last = t;
    return t;
  };
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const changed = (userId: string) => events.emit(`notifications:${userId}`);

  const subscribed = (uid: string) =>
    db
      .prepare("SELECT course_id FROM enrollments WHERE user_id = ? ORDER BY enrolled_at")
      .all(uid)
      .map((r) => (r as Row).course_id as string);
  const userRow = (where: string, value: string) => {
    const row = db.prepare(`SELECT * FROM users WHERE ${where}`).get(value) as Row | undefined;
    return row ? userFromRow({ ...row, subscribed_courses: JSON.stringify(subscribed(row.uid as string)) }) : null;
  };
  const courseById = (id: string) => {
    const row = db.prepare("SELECT * FROM courses WHERE id = ?").get(id) as Row | undefined;
    return row ? courseFromRow(row) : null;
  };
  const enrollmentOf = (userId: string, courseId: string): Enrollment | null => {
    const row = db.prepare("SELECT * FROM enrollments WHERE user_id = ? AND course_id = ?").get(userId, courseId) as
      | Row
      | undefined;
    if (!row) return null;
    const ids = db
      .prepare(
        "SELECT lesson_id FROM lesson_completions WHERE user_id = ? AND course_id = ? ORDER BY completed_at, lesson_id",
      )
      .all(userId, courseId)
      .map((r) => (r as Row).lesson_id as string);
    return {
      userId,
      courseId,
      completedLessonIds: ids,
      enrolledAt: new Date(row.enrolled_at as number),
      updatedAt: new Date(row.updated_at as number),
    };
  };
  const enrollTx = db.transaction((userId: string, courseId: string) => {
    const existing = enrollmentOf(userId, courseId);
    if (existing) return { enrollment: existing, created: false };
    const t = now();
    db.prepare("INSERT INTO enrollments (user_id, course_id, enrolled_at, updated_at) VALUES (?, ?, ?, ?)").run(
      userId,
      courseId,
      t,
      t,
    );
    db.prepare("UPDATE users SET updated_at = ? WHERE uid = ?").run(t, userId);
    return { enrollment: enrollmentOf(userId, courseId)!, created: true };
  });
  const listNotifications = (userId: string, limit: number | null, before?: Date) => {
    const params: unknown[] = [userId];
    let sql = "SELECT * FROM notifications WHERE user_id = ?";
    if (before) {
      sql += " AND created_at < ?";
      params.push(before.getTime());
    }
    sql += " ORDER BY created_at DESC, seq DESC";
    if (limit != null) {
      sql += " LIMIT ?";
      params.push(limit);
    }
    return db
      .prepare(sql)
      .all(...params)
      .map((r) => notificationFromRow(r as Row));
  };
  let seq = (db.prepare("SELECT COALESCE(MAX(seq), 0) AS s FROM notifications").get() as Row).s as number;

  const repos: Repositories = {
    courses: {
      async listPublished() {
        return db
          .prepare("SELECT * FROM courses WHERE status = 'published' ORDER BY created_at DESC")
          .all()
          .map((r) => courseFromRow(r as Row));
      },
      async listAll() {
        return db
          .prepare("SELECT * FROM courses ORDER BY created_at DESC")
          .all()
          .map((r) => courseFromRow(r as Row));
      },
      async getById(id) {
        return courseById(id);
      },
      async listByInstructor(instructorId) {
        return db
          .prepare("SELECT * FROM courses WHERE instructor_id = ? ORDER BY created_at DESC")
          .all(instructorId)
          .map((r) => courseFromRow(r as Row));
      },
      async create(input) {
        const c = courseInputSchema.parse(input);
        const id = randomUUID();
        const t = now();
        db.prepare(
          `INSERT INTO courses (id, title_ar, title_en, description_ar, description_en, instructor_id, instructor, faculty, level,
            category, image, tags, price, status, lessons_count, created_at, updated_at)
           VALUES (@id, @title_ar, @title_en, @description_ar, @description_en, @instructor_id, @instructor, @faculty, @level,
            @category, @image, @tags, @price, @status, 0, @t, @t)`,
        ).run({ ...courseColumns(c), id, t });
        return courseById(id)!;
      },
      async update(id, patch) {
        const current = courseById(id);
        if (!current) return null;
        const c = courseInputSchema.parse({ ...current, ...patch });
        db.prepare(
          `UPDATE courses SET title_ar = @title_ar, title_en = @title_en, description_ar = @description_ar,
            description_en = @description_en, instructor_id = @instructor_id, instructor = @instructor, faculty = @faculty,
            level = @level, category = @category, image = @image, tags = @tags, price = @price, status = @status, updated_at = @t
           WHERE id = @id`,
        ).run({ ...courseColumns(c), id, t: now() });
        return courseById(id);
      },
      async delete(id) {
        return db.prepare("DELETE FROM courses WHERE id = ?").run(id).changes > 0;
      },
      async counts() {
        const row = db
          .prepare(
            "SELECT COUNT(*) AS courses, COUNT(DISTINCT instructor_id) AS instructors FROM courses WHERE status = 'published'",
          )
          .get() as Row;
        return { courses: row.courses as number, instructors: row.instructors as number };
      },
    },

    lessons: {
      async listByCourse(courseId) {
        return db
          .prepare("SELECT * FROM lessons WHERE course_id = ? ORDER BY position")
          .all(courseId)
          .map((r) => lessonFromRow(r as Row));
      },
      async get(courseId, lessonId) {
        const row = db.prepare("SELECT * FROM lessons WHERE course_id = ? AND id = ?").get(courseId, lessonId) as
          | Row
          | undefined;
        return row ? lessonFromRow(row) : null;
      },
      async add(courseId, input) {
        const l = lessonInputSchema.parse(input);
        return db.transaction(() => {
          if (!courseById(courseId)) return null;
          const id = randomUUID();
          const position = (db.prepare("SELECT COUNT(*) AS n FROM lessons WHERE course_id = ?").get(courseId) as Row)
            .n as number;
          db.prepare(
            `INSERT INTO lessons (id, course_id, position, title_ar, title_en, kind, content, duration_minutes, preview)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            id,
            courseId,
            position,
            l.title.ar,
            l.title.en,
            l.kind,
            l.content,
            l.durationMinutes,
            l.preview ? 1 : 0,
          );
          db.prepare("UPDATE courses SET lessons_count = lessons_count + 1, updated_at = ? WHERE id = ?").run(
            now(),
            courseId,
          );
          return lessonFromRow(db.prepare("SELECT * FROM lessons WHERE id = ?").get(id) as Row);
        })();
      },
      async update(courseId, lessonId, patch) {
        const current = await repos.lessons.get(courseId, lessonId);
        if (!current) return null;
        const l = lessonInputSchema.parse({ ...current, ...patch });
        db.prepare(
          "UPDATE lessons SET title_ar = ?, title_en = ?, kind = ?, content = ?, duration_minutes = ?, preview = ? WHERE id = ?",
        ).run(l.title.ar, l.title.en, l.kind, l.content, l.durationMinutes, l.preview ? 1 : 0, lessonId);
        return repos.lessons.get(courseId, lessonId);
      },
      async remove(courseId, lessonId) {
        return db.transaction(() => {
          const row = db
            .prepare("SELECT position FROM lessons WHERE course_id = ? AND id = ?")
            .get(courseId, lessonId) as Row | undefined;
          if (!row) return false;
          db.prepare("DELETE FROM lessons WHERE id = ?").run(lessonId);
          db.prepare("UPDATE lessons SET position = position - 1 WHERE course_id = ? AND position > ?").run(
            courseId,
            row.position,
          );
          db.prepare("UPDATE courses SET lessons_count = lessons_count - 1, updated_at = ? WHERE id = ?").run(
            now(),
            courseId,
          );
          return true;
        })();
      },
      async reorder(courseId, lessonIds) {
        return db.transaction(() => {
          const current = db
            .prepare("SELECT id FROM lessons WHERE course_id = ?")
            .all(courseId)
            .map((r) => (r as Row).id as string);
          if (current.length !== lessonIds.length || new Set(lessonIds).size !== lessonIds.length) return false;
          if (!lessonIds.every((id) => current.includes(id))) return false;
          const set = db.prepare("UPDATE lessons SET position = ? WHERE id = ?");
          lessonIds.forEach((id, i) => set.run(i, id));
          return true;
        })();
      },
    },

    users: {
      async get(uid) {
        return userRow("uid = ?", uid);
      },
      async getByEmail(email) {
        return userRow("email = ? COLLATE NOCASE", email.trim());
      },
      async ensureProfile(identity) {
        return db.transaction(() => {
          const existing = userRow("uid = ?", identity.uid);
          if (existing) return { profile: existing, created: false };
          const p = defaultProfile(identity, new Date(now()));
          db.prepare(
            `INSERT INTO users (uid, email, display_name, photo_url, role, preferred_language, push_subscription, notification_enabled, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, NULL, NULL, 0, ?, ?)`,
          ).run(p.uid, p.email, p.displayName, p.photoURL, p.role, p.createdAt.getTime(), p.updatedAt.getTime());
          return { profile: userRow("uid = ?", p.uid)!, created: true };
        })();
      },
      async updateProfile(uid, fields) {
        const current = userRow("uid = ?", uid);
        if (!current) return null;
        db.prepare(
          "UPDATE users SET display_name = ?, photo_url = ?, preferred_language = ?, updated_at = ? WHERE uid = ?",
        ).run(
          fields.displayName ?? current.displayName,
          fields.photoURL !== undefined ? fields.photoURL : current.photoURL,
          fields.preferredLanguage !== undefined ? fields.preferredLanguage : current.preferredLanguage,
          now(),
          uid,
        );
        return userRow("uid = ?", uid);
      },
      async setRole(uid, role) {
        const changes = db
          .prepare("UPDATE users SET role = ?, updated_at = ? WHERE uid = ?")
          .run(role, now(), uid).changes;
        return changes ? userRow("uid = ?", uid) : null;
      },
      async setPushSubscription(uid, subscription) {
        const changes = db
          .prepare("UPDATE users SET push_subscription = ?, notification_enabled = ?, updated_at = ? WHERE uid = ?")
          .run(subscription ? JSON.stringify(subscription) : null, subscription ? 1 : 0, now(), uid).changes;
        return changes ? userRow("uid = ?", uid) : null;
      },
      async count() {
        return (db.prepare("SELECT COUNT(*) AS n FROM users").get() as Row).n as number;
      },
    },

    enrollments: {
      async enroll(userId, courseId) {
        return enrollTx(userId, courseId);
      },
      async get(userId, courseId) {
        return enrollmentOf(userId, courseId);
      },
      async listByUser(userId) {
        return db
          .prepare("SELECT course_id FROM enrollments WHERE user_id = ? ORDER BY updated_at DESC")
          .all(userId)
          .map((r) => enrollmentOf(userId, (r as Row).course_id as string)!);
      },
      async completeLesson(userId, courseId, lessonId) {
        return db.transaction(() => {
          if (!enrollmentOf(userId, courseId)) return null;
          const lesson = db.prepare("SELECT id FROM lessons WHERE id = ? AND course_id = ?").get(lessonId, courseId);
          if (!lesson) return null;
          const t = now();
          const inserted = db
            .prepare(
              "INSERT OR IGNORE INTO lesson_completions (user_id, course_id, lesson_id, completed_at) VALUES (?, ?, ?, ?)",
            )
            .run(userId, courseId, lessonId, t).changes;
          if (inserted)
            db.prepare("UPDATE enrollments SET updated_at = ? WHERE user_id = ? AND course_id = ?").run(
              t,
              userId,
              courseId,
            );
          return enrollmentOf(userId, courseId);
        })();
      },
      async progress(userId, courseId) {
        const row = db
          .prepare(
            `SELECT c.lessons_count AS total,
              (SELECT COUNT(*) FROM lesson_completions lc WHERE lc.user_id = e.user_id AND lc.course_id = e.course_id) AS done
             FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = ? AND e.course_id = ?`,
          )
          .get(userId, courseId) as Row | undefined;
        if (!row) return null;
        return {
          completedLessons: Math.min(row.done as number, row.total as number),
          totalLessons: row.total as number,
        };
      },
      async countByCourse(courseId) {
        return (db.prepare("SELECT COUNT(*) AS n FROM enrollments WHERE course_id = ?").get(courseId) as Row)
          .n as number;
      },
    },

    payments: {
      async createPending(input) {
        const p = newPaymentSchema.parse(input);
        return db.transaction(() => {
          const existing = db.prepare("SELECT * FROM payments WHERE idempotency_key = ?").get(p.idempotencyKey) as
            | Row
            | undefined;
          if (existing) return { payment: paymentFromRow(existing), created: false };
          const id = randomUUID();
          const t = now();
          db.prepare(
            `INSERT INTO payments (id, user_id, course_id, amount, currency, method, provider_reference, idempotency_key, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'EGP', ?, ?, ?, 'pending', ?, ?)`,
          ).run(id, p.userId, p.courseId, p.amount, p.method, p.providerReference, p.idempotencyKey, t, t);
          return {
            payment: paymentFromRow(db.prepare("SELECT * FROM payments WHERE id = ?").get(id) as Row),
            created: true,
          };
        })();
      },
      async get(id) {
        const row = db.prepare("SELECT * FROM payments WHERE id = ?").get(id) as Row | undefined;
        return row ? paymentFromRow(row) : null;
      },
      async decide(id, status, decidedBy) {
        return db.transaction(() => {
          const row = db.prepare("SELECT * FROM payments WHERE id = ?").get(id) as Row | undefined;
          if (!row) return null;
          const payment = paymentFromRow(row);
          if (payment.status === status) return payment;
          if (!canTransition(payment.status, status)) throw new PaymentTransitionError(payment.status, status);
          const t = now();
          db.prepare("UPDATE payments SET status = ?, decided_by = ?, decided_at = ?, updated_at = ? WHERE id = ?").run(
            status,
            decidedBy,
            t,
            t,
            id,
          );
          if (status === "paid") enrollTx(payment.userId, payment.courseId);
          return paymentFromRow(db.prepare("SELECT * FROM payments WHERE id = ?").get(id) as Row);
        })();
      },
      async listByStatus(status, limit = 100) {
        return db
          .prepare("SELECT * FROM payments WHERE status = ? ORDER BY created_at ASC LIMIT ?")
          .all(status, limit)
          .map((r) => paymentFromRow(r as Row));
      },
      async listByUser(userId) {
        return db
          .prepare("SELECT * FROM payments WHERE user_id = ? ORDER BY created_at DESC")
          .all(userId)
          .map((r) => paymentFromRow(r as Row));
      },
      async findByProviderReference(method, reference) {
        const row = db
          .prepare("SELECT * FROM payments WHERE method = ? AND provider_reference = ? LIMIT 1")
          .get(method, reference) as Row | undefined;
        return row ? paymentFromRow(row) : null;
      },
    },

    notifications: {
      async add(input) {
        const n = newNotificationSchema.parse(input);
        const id = randomUUID();
        db.prepare(
          "INSERT INTO notifications (id, user_id, title, body, read, read_at, created_at, type, data, seq) VALUES (?, ?, ?, ?, 0, NULL, ?, ?, ?, ?)",
        ).run(id, n.userId, n.title, n.body, now(), n.type, JSON.stringify(n.data), ++seq);
        changed(n.userId);
        return notificationFromRow(db.prepare("SELECT * FROM notifications WHERE id = ?").get(id) as Row);
      },
      async listByUser(userId, page = {}) {
        return listNotifications(userId, page.limit ?? NOTIFICATION_FETCH_LIMIT, page.before);
      },
      watch(userId, onChange) {
        const listener = () => onChange(listNotifications(userId, null));
        events.on(`notifications:${userId}`, listener);
        queueMicrotask(listener);
        return () => events.off(`notifications:${userId}`, listener);
      },
      async unreadCount(userId) {
        return (db.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read = 0").get(userId) as Row)
          .n as number;
      },
      async markRead(userId, id) {
        const changes = db
          .prepare("UPDATE notifications SET read = 1, read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?")
          .run(now(), id, userId).changes;
        if (changes) changed(userId);
        return changes > 0;
      },
      async markAllRead(userId) {
        const changes = db
          .prepare("UPDATE notifications SET read = 1, read_at = ? WHERE user_id = ? AND read = 0")
          .run(now(), userId).changes;
        if (changes) changed(userId);
        return changes;
      },
      async delete(userId, id) {
        const changes = db.prepare("DELETE FROM notifications WHERE id = ? AND user_id = ?").run(id, userId).changes;
        if (changes) changed(userId);
        return changes > 0;
      },
    },

    tasks: {
      async create(input) {
        const tk = newTaskSchema.parse(input);
        const id = randomUUID();
        const t = now();
        db.prepare(
          `INSERT INTO tasks (id, user_id, title, notes, kind, course_id, all_day, date, starts_at, ends_at, done, created_at, updated_at)
           VALUES (@id, @user_id, @title, @notes, @kind, @course_id, @all_day, @date, @starts_at, @ends_at, 0, @t, @t)`,
        ).run({ ...taskColumns(tk), id, t });
        return taskFromRow(db.prepare("SELECT * FROM tasks WHERE id = ?").get(id) as Row);
      },
      async listByUser(userId, range) {
        return db
          .prepare("SELECT * FROM tasks WHERE user_id = ? AND date >= ? AND date <= ? ORDER BY date, created_at")
          .all(userId, range.from, range.to)
          .map((r) => taskFromRow(r as Row));
      },
      async update(userId, id, patch) {
        const row = db.prepare("SELECT * FROM tasks WHERE id = ? AND user_id = ?").get(id, userId) as Row | undefined;
        if (!row) return null;
        const current = taskFromRow(row);
        const { done, ...fields } = patch;
        const tk = newTaskSchema.parse({ ...current, ...fields, userId });
        db.prepare(
          `UPDATE tasks SET title = @title, notes = @notes, kind = @kind, course_id = @course_id, all_day = @all_day, date = @date,
            starts_at = @starts_at, ends_at = @ends_at, done = @done, updated_at = @t WHERE id = @id AND user_id = @user_id`,
        ).run({ ...taskColumns(tk), id, done: (done ?? current.done) ? 1 : 0, t: now() });
        return taskFromRow(db.prepare("SELECT * FROM tasks WHERE id = ?").get(id) as Row);
      },
      async delete(userId, id) {
        return db.prepare("DELETE FROM tasks WHERE id = ? AND user_id = ?").run(id, userId).changes > 0;
      },
    },

    contact: {
      async create(input) {
        const m = contactMessageSchema.parse(input);
        const id = randomUUID();
        const t = now();
        db.prepare(
          "INSERT INTO contact_messages (id, user_id, name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ).run(id, input.userId, m.name, m.email, m.subject, m.message, t);
        return { id, userId: input.userId, ...m, createdAt: new Date(t) } satisfies ContactMessage;
      },
      async list(limit = 50) {
        return db
          .prepare("SELECT * FROM contact_messages ORDER BY created_at DESC LIMIT ?")
          .all(limit)
          .map((r) => {
            const row = r as Row;
            return {
              id: row.id as string,
              userId: (row.user_id as string | null) ?? null,
              name: row.name as string,
              email: row.email as string,
              subject: row.subject as string,
              message: row.message as string,
              createdAt: new Date(row.created_at as number),
            };
          });
      },
    },

    sessions: {
      async create(userId, expiresAt) {
        const id = randomUUID();
        const t = now();
        db.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
          id,
          userId,
          t,
          expiresAt.getTime(),
        );
        // Housekeeping: expired sessions go when new ones are made.
        db.prepare("DELETE FROM sessions WHERE expires_at < ?").run(t);
        return { id, userId, createdAt: new Date(t), expiresAt };
      },
      async get(id) {
        const row = db.prepare("SELECT * FROM sessions WHERE id = ? AND expires_at > ?").get(id, Date.now()) as
          | Row
          | undefined;
        if (!row) return null;
        return {
          id: row.id as string,
          userId: row.user_id as string,
          createdAt: new Date(row.created_at as number),
          expiresAt: new Date(row.expires_at as number),
        };
      },
      async touch(id, expiresAt) {
        db.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?").run(expiresAt.getTime(), id);
      },
      async delete(id) {
        db.prepare("DELETE FROM sessions WHERE id = ?").run(id);
      },
      async deleteByUser(userId) {
        db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId);
      },
    },

    credentials: {
      async getByEmail(email) {
        const row = db.prepare("SELECT * FROM credentials WHERE email = ? COLLATE NOCASE").get(email.trim()) as
          | Row
          | undefined;
        return row
          ? { uid: row.uid as string, email: row.email as string, passwordHash: row.password_hash as string }
          : null;
      },
      async create(credential) {
        try {
          db.prepare("INSERT INTO credentials (uid, email, password_hash) VALUES (?, ?, ?)").run(
            credential.uid,
            credential.email.trim(),
            credential.passwordHash,
          );
        } catch (error) {
          if ((error as { code?: string }).code?.startsWith("SQLITE_CONSTRAINT")) throw new EmailTakenError();
          throw error;
        }
      },
    },

    rateLimits: {
      async hit(key, windowMs, at = new Date()) {
        return db.transaction(() => {
          const t = at.getTime();
          const windowStart = t - (t % windowMs);
          const row = db.prepare("SELECT window_start, count FROM rate_limits WHERE key = ?").get(key) as
            | Row
            | undefined;
          const count = row && row.window_start === windowStart ? (row.count as number) + 1 : 1;
          db.prepare(
            "INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count",
          ).run(key, windowStart, count);
          return { count, resetAt: new Date(windowStart + windowMs) };
        })();
      },
      async peek(key, windowMs, at = new Date()) {
        const t = at.getTime();
        const windowStart = t - (t % windowMs);
        const row = db.prepare("SELECT window_start, count FROM rate_limits WHERE key = ?").get(key) as Row | undefined;
        return {
          count: row && row.window_start === windowStart ? (row.count as number) : 0,
          resetAt: new Date(windowStart + windowMs),
        };
      },
      async reset(key) {
        db.prepare("DELETE FROM rate_limits WHERE key = ?").run(key);
      },
    },

    async isEmpty() {
      const row = db.prepare("SELECT (SELECT COUNT(*) FROM courses) + (SELECT COUNT(*) FROM users) AS n").get() as Row;
      return row.n === 0;
    },
    async close() {
      events.removeAllListeners();
      db.close();
    },
  };
  return repos;
}
