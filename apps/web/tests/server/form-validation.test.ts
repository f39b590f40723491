/**
 * The browser's own validation bubbles ("Please fill out this field.", in the browser's language, not the
 * page's) never come before the app's messages (issue 39): every form on every server-rendered page whose
 * fields the browser would check (required, a pattern, a minimum or maximum, an e-mail, address or number
 * field) carries `novalidate`, so the first submit reaches the app's own validation and its localised
 * messages beside the fields. The fields keep `required` for assistive technology. In process on the
 * built app, each page as the role whose page it is.
 */
import Database from "better-sqlite3";
import { beforeAll, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("form-validation");

type Role = "visitor" | "student" | "teacher" | "admin";

/** A field the browser validates by itself on submit unless its form says `novalidate`. */
const CHECKED_FIELD =
  /<(?:input|textarea|select)\b(?![^>]*\btype="hidden")[^>]*\b(?:required|pattern|min|max|minLength|step)=|<input\b[^>]*\btype="(?:email|url|number)"/i;

/** The forms of a page (forms never nest): the opening tag and what it holds. */
const formsOf = (html: string) =>
  [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, open, body]) => ({ open: open!, body: body! }));

const cookies: Record<Role, string> = { visitor: "", student: "", teacher: "", admin: "" };
const pages: [Role, string][] = [];

beforeAll(async () => {
  cookies.student = await signIn(DEMO.student);
  cookies.teacher = await signIn(DEMO.teacher);
  cookies.admin = await signIn(DEMO.admin);
  // The demo store, seeded by the first request: the ids of the courses the pages are about.
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
  const one = (sql: string, ...args: string[]) => (db.prepare(sql).get(...args) as { id: string }).id;
  const student = one("SELECT uid AS id FROM users WHERE email = ?", DEMO.student.email);
  const priced = one(
    "SELECT id FROM courses WHERE status = 'published' AND price > 0 AND id NOT IN (SELECT course_id FROM enrollments WHERE user_id = ?) LIMIT 1",
    student,
  );
  const free = one("SELECT id FROM courses WHERE status = 'published' AND price = 0 LIMIT 1");
  const teaching = one(
    "SELECT id FROM courses WHERE instructor_id = (SELECT uid FROM users WHERE email = ?) LIMIT 1",
    DEMO.teacher.email,
  );
  db.close();
  const course = `/instructor/courses/${teaching}`;
  pages.push(
    ...(["/", "/courses", "/login", "/contact", "/search?q=intro", "/forgot-password"] as const).map(
      (p) => ["visitor", p] as [Role, string],
    ),
    ["visitor", "/reset-password?token=unknown"],
    ["visitor", `/course/${priced}`],
    ...(
      ["/profile", "/account", "/edit-profile", "/my-learning", "/study-progress", "/review", "/notifications"] as const
    ).map((p) => ["student", p] as [Role, string]),
    ["student", `/payment/${priced}`],
    ["student", `/course-content/${free}`],
    ["teacher", "/instructor/courses"],
    ["teacher", "/instructor/courses/new"],
    ...["", "/lessons", "/lessons/new", "/events", "/learners", "/announce", "/questions", "/questions/import"].map(
      (p) => ["teacher", `${course}${p}`] as [Role, string],
    ),
    ["teacher", `${course}/questions/new?type=single`],
    ...(
      [
        "/manage-all-courses",
        "/admin-subscriptions",
        "/admin-dashboard",
        "/admin-statistics",
        "/admin-users",
        "/admin-outbox",
        "/admin-certificates",
      ] as const
    ).map((p) => ["admin", p] as [Role, string]),
  );
});

it("gives every form whose fields the browser would check novalidate, on every page", async () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [role, path] of pages) {
    const response = await call(path, { cookie: `${cookies[role]}${cookies[role] ? "; " : ""}appLanguage=ar` });
    expect(response.status, `${role} ${path}`).toBe(200);
    for (const form of formsOf(await response.text())) {
      if (!CHECKED_FIELD.test(form.body)) continue;
      checked++;
      if (!/\bnoValidate\b/i.test(form.open)) missing.push(`${role} ${path}: <form${form.open.slice(0, 120)}>`);
    }
  }
  expect(missing).toEqual([]);
  // The sign-in, sign-up, contact, profile, task, plan, lesson, question and course forms at least.
  expect(checked).toBeGreaterThan(10);
});

/**
 * Issue 39, item 10: the browser's own file control ("Choose File / No file chosen", in the browser's
 * language) never shows: every file input is the kit's FileField, visually hidden behind its box.
 */
it("makes every file input on every page the kit's FileField, in the page's language", async () => {
  const native: string[] = [];
  let files = 0;
  for (const [role, path] of pages) {
    const response = await call(path, { cookie: `${cookies[role]}${cookies[role] ? "; " : ""}appLanguage=ar` });
    const html = await response.text();
    for (const [input] of html.matchAll(/<input\b[^>]*\btype="file"[^>]*>/gi)) {
      files++;
      const after = html.slice(html.indexOf(input) + input.length, html.indexOf(input) + input.length + 2500);
      const kit = /\bsr-only\b/.test(input) && /data-slot="file-field-box"/.test(after) && after.includes("اختر ملفًا");
      if (!kit) native.push(`${role} ${path}: ${input.slice(0, 160)}`);
    }
  }
  expect(native).toEqual([]);
  // The receipt, the cover, the lesson's media, the question file and the certificate logo.
  expect(files).toBeGreaterThanOrEqual(5);
});

it("recognises a checked field and a form's novalidate as the browser does", () => {
  for (const field of [
    '<input name="email" type="email">',
    '<textarea name="reason" required="">',
    '<input type="number" name="n">',
    '<input name="d" min="5" type="text">',
    '<input type="file" name="cover" accept="image/png" required="">',
  ])
    expect(CHECKED_FIELD.test(field), field).toBe(true);
  for (const field of ['<input type="hidden" name="intent" required="">', '<input type="search" name="q">'])
    expect(CHECKED_FIELD.test(field), field).toBe(false);
  expect(formsOf('<form method="post" noValidate=""><input required=""></form>')[0]!.open).toMatch(/noValidate/);
});
