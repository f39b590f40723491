import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { adminCourseQuerySchema } from "@masar/domain/admin";
import { afterEach, expect, it } from "vitest";
import { migrate } from "./context.server";
import { createSqliteRepositories } from "./index.server";
import { migrations } from "./migrations";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database as an install of the first release left it: only migration 1 applied, with data. */
function firstReleaseDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-migrate-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const db = new Database(file);
  db.exec("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  db.exec(migrations.find((m) => m.id === 1)!.sql);
  db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (1, 'initial schema', 0)").run();
  const subscription = { endpoint: "https://push.example/old", expirationTime: null, keys: { p256dh: "p", auth: "a" } };
  db.prepare(
    `INSERT INTO users (uid, email, display_name, role, push_subscription, notification_enabled, created_at, updated_at)
     VALUES ('u1', 'u1@example.com', 'U1', 'student', ?, 1, 1000, 2000), ('u2', 'u2@example.com', 'U2', NULL, 'not json', 0, 1000, 1000)`,
  ).run(JSON.stringify(subscription));
  db.prepare(
    `INSERT INTO notifications (id, user_id, title, body, read, created_at, type, data, seq)
     VALUES ('n1', 'u1', 'مرحبًا', 'ابدأ', 0, 3000, 'general', '{}', 1)`,
  ).run();
  db.close();
  return { file, subscription };
}

it("an existing install migrates, keeping its push subscription and notifications", async () => {
  const { file, subscription } = firstReleaseDatabase();
  const repos = createSqliteRepositories(file);
  expect(await repos.users.get("u1")).toMatchObject({ pushSubscription: subscription, notificationEnabled: true });
  expect(await repos.pushSubscriptions.listByUser("u1")).toEqual([
    { ...subscription, userId: "u1", createdAt: new Date(2000), updatedAt: new Date(2000) },
  ]);
  // A value that was never a subscription is left behind, not half-moved.
  expect(await repos.users.get("u2")).toMatchObject({ pushSubscription: null, notificationEnabled: false });
  expect(await repos.notifications.listByUser("u1")).toEqual([
    expect.objectContaining({ id: "n1", title: "مرحبًا", body: "ابدأ", localized: {} }),
  ]);
  await repos.close();

  const db = new Database(file);
  expect(migrate(db)).toBe(0);
  expect(db.prepare("SELECT id FROM migrations ORDER BY id").all()).toEqual(migrations.map((m) => ({ id: m.id })));
  db.close();
});

it("tags stored as plain strings become bilingual entries, filed under their script's language", async () => {
  const { file } = firstReleaseDatabase();
  const db = new Database(file);
  db.prepare(
    `INSERT INTO courses (id, title_ar, title_en, instructor_id, instructor, faculty, level, category, tags, status,
       created_at, updated_at)
     VALUES ('c1', 'برمجة', 'Programming', 'i1', 'I', 'engineering', 'beginner', 'programming', ?, 'published', 1, 1)`,
  ).run(JSON.stringify(["Python", "برمجة", ""]));
  db.close();
  const repos = createSqliteRepositories(file);
  expect((await repos.courses.getById("c1"))!.tags).toEqual([
    { ar: "", en: "Python" },
    { ar: "برمجة", en: "" },
  ]);
  await repos.close();
  const raw = new Database(file);
  expect(JSON.parse((raw.prepare("SELECT tags FROM courses WHERE id = 'c1'").get() as { tags: string }).tags)).toEqual([
    { ar: "", en: "Python" },
    { ar: "برمجة", en: "" },
    { ar: "", en: "" },
  ]);
  raw.close();
});

it("migration 8 lets a course be archived without touching its lessons, and dates past payments' paid time", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-migrate-8-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const db = new Database(file);
  db.pragma("foreign_keys = ON");
  db.exec("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  for (const m of migrations.filter((m) => m.id < 8)) {
    db.exec(m.sql);
    db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, 0)").run(m.id, m.name);
  }
  db.exec(`
    INSERT INTO users (uid, email, display_name, role, created_at, updated_at) VALUES ('u1', 'u1@example.com', 'U1', NULL, 1, 1);
    INSERT INTO courses (id, title_ar, title_en, instructor_id, instructor, faculty, level, category, status, lessons_count, created_at, updated_at)
      VALUES ('c1', 'د', 'C', 't1', 'T', 'design', 'beginner', 'x', 'published', 1, 1, 1);
    INSERT INTO lessons (id, course_id, position, kind) VALUES ('l1', 'c1', 0, 'text');
    INSERT INTO enrollments (user_id, course_id, enrolled_at, updated_at) VALUES ('u1', 'c1', 5, 5);
    INSERT INTO payments (id, user_id, course_id, amount, method, idempotency_key, status, decided_at, created_at, updated_at)
      VALUES ('p1', 'u1', 'c1', 10, 'paymob', 'k1', 'paid', 7, 6, 7), ('p2', 'u1', 'c1', 10, 'paymob', 'k2', 'pending', NULL, 6, 6);
  `);
  expect(() => db.prepare("UPDATE courses SET status = 'archived'").run()).toThrow(/CHECK/);
  db.close();

  const repos = createSqliteRepositories(file);
  expect(await repos.courses.update("c1", { status: "archived" })).toMatchObject({ status: "archived" });
  expect(await repos.lessons.listByCourse("c1")).toHaveLength(1);
  expect(await repos.enrollments.get("u1", "c1")).not.toBeNull();
  expect(await repos.statistics.revenue({ from: new Date(7), to: new Date(8) })).toEqual({
    paidPiastres: 1000,
    refundedPiastres: 0,
  });
  await repos.close();
  const reopened = new Database(file);
  expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
  expect(() => reopened.prepare("UPDATE courses SET status = 'gone'").run()).toThrow(/CHECK/);
  reopened.close();
});

it("migration 13 lets a lesson be a quiz, keeping every lesson, completion, video position and last lesson", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-migrate-13-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const db = new Database(file);
  db.pragma("foreign_keys = ON");
  db.exec("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  // Their SQL only: migration 8's wider course status plays no part here.
  for (const m of migrations.filter((m) => m.id < 13)) {
    db.exec(m.sql);
    db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, 0)").run(m.id, m.name);
  }
  db.exec(`
    INSERT INTO users (uid, email, display_name, role, created_at, updated_at) VALUES ('u1', 'u1@example.com', 'U1', NULL, 1, 1);
    INSERT INTO courses (id, title_ar, title_en, instructor_id, instructor, faculty, level, category, status, lessons_count, created_at, updated_at)
      VALUES ('c1', 'د', 'C', 't1', 'T', 'design', 'beginner', 'x', 'published', 2, 1, 1);
    INSERT INTO lessons (id, course_id, position, kind, title_en) VALUES ('l1', 'c1', 0, 'video', 'One'), ('l2', 'c1', 1, 'text', 'Two');
    INSERT INTO enrollments (user_id, course_id, enrolled_at, updated_at, last_lesson_id) VALUES ('u1', 'c1', 5, 5, 'l2');
    INSERT INTO lesson_completions (user_id, course_id, lesson_id, completed_at) VALUES ('u1', 'c1', 'l1', 6), ('u1', 'c1', 'l2', 7);
    INSERT INTO video_positions (user_id, course_id, lesson_id, seconds, updated_at) VALUES ('u1', 'c1', 'l1', 42.5, 8);
  `);
  expect(() =>
    db.prepare("INSERT INTO lessons (id, course_id, position, kind) VALUES ('q', 'c1', 2, 'quiz')").run(),
  ).toThrow(/CHECK/);
  db.close();

  const repos = createSqliteRepositories(file);
  expect((await repos.lessons.listByCourse("c1")).map((l) => [l.id, l.kind, l.title.en])).toEqual([
    ["l1", "video", "One"],
    ["l2", "text", "Two"],
  ]);
  expect(await repos.enrollments.get("u1", "c1")).toMatchObject({
    completedLessonIds: ["l1", "l2"],
    lastLessonId: "l2",
  });
  expect(await repos.enrollments.getPosition("u1", "c1", "l1")).toMatchObject({ seconds: 42.5 });
  const quiz = await repos.lessons.add("c1", { title: { ar: "اختبار", en: "Quiz" }, kind: "quiz" });
  expect(quiz).toMatchObject({ kind: "quiz", position: 2 });
  // The references still act: removing a lesson takes its completion and position, and the trigger counts.
  expect(await repos.lessons.remove("c1", "l1")).toBe(true);
  expect(await repos.enrollments.get("u1", "c1")).toMatchObject({ completedLessonIds: ["l2"] });
  expect(await repos.enrollments.getPosition("u1", "c1", "l1")).toBeNull();
  await repos.close();

  const reopened = new Database(file);
  expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
  expect(reopened.pragma("foreign_key_check")).toEqual([]);
  expect(reopened.prepare("SELECT completed_lessons FROM enrollments").get()).toEqual({ completed_lessons: 1 });
  expect(() => reopened.prepare("UPDATE lessons SET kind = 'game'").run()).toThrow(/CHECK/);
  reopened.close();
});

it("migration 15 counts existing accounts as verified since they were made; new ones wait for the link", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-migrate-15-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const db = new Database(file);
  db.pragma("foreign_keys = ON");
  db.exec("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  // Their SQL only: the widened checks of migrations 8 and 13 play no part here.
  for (const m of migrations.filter((m) => m.id < 15)) {
    db.exec(m.sql);
    db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, 0)").run(m.id, m.name);
  }
  db.exec(`
    INSERT INTO users (uid, email, display_name, role, created_at, updated_at) VALUES ('u1', 'u1@example.com', 'U1', NULL, 1000, 2000);
    INSERT INTO credentials (uid, email, password_hash) VALUES ('u1', 'u1@example.com', 'h');
    INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('s1', 'u1', 3000, 9999999999999);
  `);
  db.close();

  const repos = createSqliteRepositories(file);
  expect(await repos.users.get("u1")).toMatchObject({ emailVerified: true, updatedAt: new Date(2000) });
  expect(await repos.accounts.state("u1")).toEqual({
    uid: "u1",
    email: "u1@example.com",
    emailVerifiedAt: new Date(1000),
    deactivatedAt: null,
    deletionRequestedAt: null,
    hasPassword: true,
  });
  expect(await repos.sessions.get("s1")).toMatchObject({ userId: "u1", device: null });
  expect(
    (await repos.users.ensureProfile({ uid: "u2", email: "u2@example.com", displayName: "U2", photoURL: null })).profile
      .emailVerified,
  ).toBe(false);
  await repos.close();
  const reopened = new Database(file);
  expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
  expect(() =>
    reopened
      .prepare(
        "INSERT INTO account_tokens (token_hash, kind, user_id, email, created_at, expires_at) VALUES ('h', 'other', 'u1', 'e', 1, 2)",
      )
      .run(),
  ).toThrow(/CHECK/);
  reopened.close();
});

it("migration 20 files a lesson's one body, a course's instructor and a certificate's teacher under their script", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-migrate-20-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const db = new Database(file);
  db.pragma("foreign_keys = ON");
  db.exec("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  // Their SQL only: the widened checks of migrations 8 and 13 play no part here.
  for (const m of migrations.filter((m) => m.id < 20)) {
    db.exec(m.sql);
    db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, 0)").run(m.id, m.name);
  }
  db.exec(`
    INSERT INTO courses (id, title_ar, title_en, instructor_id, instructor, faculty, level, category, status, lessons_count, created_at, updated_at)
      VALUES ('c1', 'د', 'C', 't1', 'Dr. Youssef Fahmy', 'design', 'beginner', 'x', 'published', 3, 1, 1),
             ('c2', 'ه', 'E', 't2', 'د. ليلى إبراهيم', 'design', 'beginner', 'x', 'published', 0, 1, 1);
    INSERT INTO lessons (id, course_id, position, kind, title_en, content) VALUES
      ('l1', 'c1', 0, 'text', 'One', '## مرحبًا' || char(10) || char(10) || 'Welcome'),
      ('l2', 'c1', 1, 'text', 'Two', '## Only English'),
      ('l3', 'c1', 2, 'video', 'Three', 'https://youtu.be/x');
    INSERT INTO certificates (id, number, user_id, course_id, issued_at, name_ar, name_latin, course_title_ar,
        course_title_en, teacher_name, hours, institution_ar, institution_en, hijri)
      VALUES ('k1', 'MSR-1', 'u1', 'c1', 1, 'منى', 'Mona', 'د', 'C', 'Dr. Youssef Fahmy', 1, 'م', 'M', 0),
             ('k2', 'MSR-2', 'u1', 'c2', 1, 'منى', 'Mona', 'ه', 'E', 'د. ليلى إبراهيم', 1, 'م', 'M', 0);
  `);
  db.close();

  const repos = createSqliteRepositories(file);
  expect((await repos.lessons.listByCourse("c1")).map(({ id, content, body }) => ({ id, content, body }))).toEqual([
    { id: "l1", content: "", body: { ar: "## مرحبًا\n\nWelcome", en: "" } },
    { id: "l2", content: "", body: { ar: "", en: "## Only English" } },
    { id: "l3", content: "https://youtu.be/x", body: { ar: "", en: "" } },
  ]);
  expect((await repos.courses.getById("c1"))!.instructor).toEqual({ ar: "", en: "Dr. Youssef Fahmy" });
  expect((await repos.courses.getById("c2"))!.instructor).toEqual({ ar: "د. ليلى إبراهيم", en: "" });
  expect((await repos.certificates.get("k1"))!.teacherName).toEqual({ ar: "", en: "Dr. Youssef Fahmy" });
  expect((await repos.certificates.get("k2"))!.teacherName).toEqual({ ar: "د. ليلى إبراهيم", en: "" });
  // The admin's course search still finds a course by its instructor's name.
  expect(
    (await repos.admin.searchCourses(adminCourseQuerySchema.parse({ q: "youssef" }))).items.map((c) => c.id),
  ).toEqual(["c1"]);
  await repos.close();
  const reopened = new Database(file);
  expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
  reopened.close();
});

it("migration 21 splits an exam plan's joined titles into both languages and starts every week on Saturday", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-migrate-21-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const db = new Database(file);
  db.pragma("foreign_keys = ON");
  db.exec("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  // Their SQL only: the widened checks of migrations 8 and 13 play no part here.
  for (const m of migrations.filter((m) => m.id < 21)) {
    db.exec(m.sql);
    db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, 0)").run(m.id, m.name);
  }
  const insert = db.prepare(
    `INSERT INTO tasks (id, user_id, title, notes, kind, course_id, lesson_id, all_day, date, done, created_at, updated_at)
     VALUES (?, 'u1', ?, '', 'study', ?, ?, 1, '2026-05-01', 0, ?, ?)`,
  );
  insert.run("joined", "فيديو: المقدمة · Video: Introduction", "c1", "l1", 1, 1);
  insert.run("one-language", "مقدمة", "c1", "l2", 2, 2);
  insert.run("twice", "أ · B · C", "c1", "l3", 3, 3);
  insert.run("half", "فيديو · ", "c1", "l4", 4, 4);
  // A task the student wrote keeps what she typed, separator and all.
  insert.run("own", "Physics · lab report", null, null, 5, 5);
  db.prepare("INSERT INTO calendar_settings (user_id, feed_token, hijri, updated_at) VALUES ('u1', ?, 1, 1)").run(
    "t".repeat(43),
  );
  db.close();

  const repos = createSqliteRepositories(file);
  const tasks = await repos.tasks.listByUser("u1", { from: "2026-05-01", to: "2026-05-01" });
  expect(tasks.map((t) => [t.id, t.title, t.titles])).toEqual([
    ["joined", "فيديو: المقدمة", { ar: "فيديو: المقدمة", en: "Video: Introduction" }],
    ["one-language", "مقدمة", {}],
    ["twice", "أ · B · C", {}],
    ["half", "فيديو · ", {}],
    ["own", "Physics · lab report", {}],
  ]);
  expect(await repos.calendarSettings.get("u1")).toMatchObject({ hijri: true, weekStart: 6 });
  await repos.close();

  const reopened = new Database(file);
  expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
  expect(() => reopened.prepare("UPDATE calendar_settings SET week_start = 3").run()).toThrow(/CHECK/);
  reopened.close();
});

it("migration 23 puts every course's free-text category on the managed list, variants on one entry", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-migrate-23-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const db = new Database(file);
  db.exec("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  for (const m of migrations.filter((m) => m.id < 23)) {
    db.exec(m.sql);
    db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, 0)").run(m.id, m.name);
  }
  const course = db.prepare(
    `INSERT INTO courses (id, title_ar, title_en, instructor_id, instructor_ar, faculty, level, category, status,
       created_at, updated_at) VALUES (?, 't', 't', 'i1', 'I', 'engineering', 'beginner', ?, 'published', 1, 1)`,
  );
  const written = {
    c1: "programming",
    c2: " Programming ",
    c3: "البرمجة",
    c4: "الذكاء الاصطناعي",
    c5: "الذكاء الاصطناعي ",
    c6: "Robotics",
    c7: "robotics",
  };
  for (const [id, category] of Object.entries(written)) course.run(id, category);
  db.close();

  const repos = createSqliteRepositories(file);
  const category = async (id: string) => (await repos.courses.getById(id))!.category;
  for (const id of ["c1", "c2", "c3"]) expect(await category(id)).toBe("programming");
  const ai = await category("c4");
  expect(await category("c5")).toBe(ai);
  const robotics = await category("c6");
  expect(await category("c7")).toBe(robotics);
  const list = await repos.categories.list();
  expect(list.map((c) => c.id).sort()).toEqual([ai, "programming", robotics].sort());
  expect(list.find((c) => c.id === "programming")).toMatchObject({ name: { ar: "البرمجة", en: "Programming" } });
  expect(list.find((c) => c.id === ai)).toMatchObject({ name: { ar: "الذكاء الاصطناعي", en: "الذكاء الاصطناعي" } });
  expect(list.find((c) => c.id === robotics)!.name.en).toMatch(/^[Rr]obotics$/);
  expect(list.every((c) => !c.retired)).toBe(true);
  await repos.close();
});
