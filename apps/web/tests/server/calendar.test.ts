/**
 * The calendar at the request level (issue 39): an exam plan's tasks keep their lesson's title in both
 * languages, and each reader meets only theirs, on the calendar page, in the bell's reminders and in the
 * iCalendar feed (in the feed owner's language); the calendar settings' first day of the week is
 * validated with a localised message and drives the month grid and the week. In process on the built
 * app, its clock held on a Monday (TEST_CLOCK: the in-process app has no per-request clock cookie).
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp } from "./in-process";

// Monday 23 November 2026, 10:00 in Cairo: after the 07:00 task reminders, weeks easy to tell apart.
process.env.TEST_CLOCK = "2026-11-23T08:00:00Z";
const TODAY = "2026-11-23";
const { call, signIn } = await inProcessApp("calendar");
const db = new Database(process.env.DATABASE_PATH!);
afterAll(() => db.close());

const AR = "appLanguage=ar";
const EN = "appLanguage=en";
let student = "";

/** A page's text as the reader gets it: the markup and its data, entities decoded. */
const decoded = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The key of the flash toast a response sets, or null. */
const toastKey = (response: Response) => {
  const toast = flashToastKey(response);
  return toast === null ? null : (JSON.parse(toast) as { key: string }).key;
};

/** The feed's text unfolded (RFC 5545 3.1) and unescaped (3.3.11). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");

interface Planned {
  date: string;
  ar: string;
  en: string;
}
let planned: Planned[] = [];

beforeAll(async () => {
  student = await signIn(DEMO.student);
  // One of her courses with lessons left whose two titles differ.
  const uid = (db.prepare("SELECT uid FROM users WHERE email = ?").get(DEMO.student.email) as { uid: string }).uid;
  const courses = db
    .prepare(
      `SELECT e.course_id AS id FROM enrollments e WHERE e.user_id = ? AND EXISTS (
         SELECT 1 FROM lessons l WHERE l.course_id = e.course_id AND l.title_ar <> '' AND l.title_en <> ''
           AND l.title_ar <> l.title_en
           AND NOT EXISTS (SELECT 1 FROM lesson_completions c WHERE c.user_id = e.user_id AND c.lesson_id = l.id))
       ORDER BY e.course_id`,
    )
    .all(uid) as { id: string }[];
  expect(courses.length).toBeGreaterThan(0);
  const courseId = courses[0]!.id;
  const plan = await call("/study-progress?view=agenda", {
    cookie: `${student}; ${AR}`,
    // No day off: the plan starts today, so today's reminders include it.
    form: { intent: "plan", courseId, examDate: "2026-12-31", perDay: "6" },
  });
  expect(plan.status).toBe(302);
  expect(toastKey(plan)).toBe("calendar:plan.created");
  planned = (
    db
      .prepare(
        `SELECT t.date, t.title, t.titles, l.title_ar, l.title_en FROM tasks t JOIN lessons l ON l.id = t.lesson_id
         WHERE t.user_id = ? AND t.course_id = ? ORDER BY t.date`,
      )
      .all(uid, courseId) as { date: string; title: string; titles: string; title_ar: string; title_en: string }[]
  ).map((row) => {
    // Stored in both languages, never joined: the title is the Arabic one.
    expect(JSON.parse(row.titles)).toEqual({ ar: row.title_ar.trim(), en: row.title_en.trim() });
    expect(row.title).toBe(row.title_ar.trim());
    return { date: row.date, ar: row.title_ar.trim(), en: row.title_en.trim() };
  });
  expect(planned.length).toBeGreaterThan(0);
  expect(planned[0]!.date).toBe(TODAY);
});

/** The planned lessons whose two titles differ: one of them must never show to the other's reader. */
const distinct = () => planned.filter((p) => p.ar !== p.en && !p.ar.includes(p.en) && !p.en.includes(p.ar));

describe("an exam plan's tasks in the reader's language", () => {
  it("the calendar page shows Arabic titles to an Arabic reader and English ones to an English reader", async () => {
    // The agenda lists four weeks whole from its date.
    const shown = distinct().filter((p) => p.date < "2026-12-21");
    expect(shown.length).toBeGreaterThan(0);
    const ar = decoded(
      await (await call(`/study-progress?view=agenda&date=${TODAY}`, { cookie: `${student}; ${AR}` })).text(),
    );
    const en = decoded(
      await (await call(`/study-progress?view=agenda&date=${TODAY}`, { cookie: `${student}; ${EN}` })).text(),
    );
    for (const p of shown) {
      expect(ar).toContain(p.ar);
      expect(ar, "English on the Arabic page").not.toContain(p.en);
      expect(en).toContain(p.en);
      expect(en, "Arabic on the English page").not.toContain(p.ar);
    }
    // The month grid's items too.
    const month = decoded(
      await (await call(`/study-progress?view=month&date=${TODAY}`, { cookie: `${student}; ${EN}` })).text(),
    );
    expect(month).toContain(planned[0]!.en);
    for (const p of distinct()) expect(month).not.toContain(p.ar);
  });

  it("the bell's reminders of today's planned lessons speak the reader's language", async () => {
    const sent = await call("/__test/send-reminders", { cookie: student });
    expect(sent.status).toBe(200);
    const today = distinct().filter((p) => p.date === TODAY);
    expect(today.length).toBeGreaterThan(0);
    // The bell is the root loader's: every page carries it.
    const ar = decoded(await (await call("/about", { cookie: `${student}; ${AR}` })).text());
    const en = decoded(await (await call("/about", { cookie: `${student}; ${EN}` })).text());
    for (const p of today) {
      expect(ar).toContain(`اليوم: ${p.ar}`);
      expect(ar, "English in the Arabic bell").not.toContain(p.en);
      expect(en).toContain(`Today: ${p.en}`);
      expect(en, "Arabic in the English bell").not.toContain(p.ar);
    }
  });

  it("the calendar feed speaks its owner's language, whatever language fetches it", async () => {
    const page = await (await call("/study-progress", { cookie: `${student}; ${EN}` })).text();
    const feed = /\/calendar-feed\/[\w-]+\.ics/.exec(page)![0];
    // Her profile names no language: the feed is in Arabic, the default.
    const ar = unfolded(await (await call(feed, { cookie: EN })).text());
    for (const p of distinct()) {
      expect(ar).toMatch(new RegExp(`^SUMMARY:${escape(p.ar)}`, "m"));
      expect(ar, "English in the Arabic feed").not.toContain(p.en);
    }
    const saved = await call("/edit-profile", {
      cookie: `${student}; ${AR}`,
      form: { displayName: "Demo Student", preferredLanguage: "en" },
    });
    expect(saved.status).toBe(302);
    const en = unfolded(await (await call(feed, { cookie: AR })).text());
    for (const p of distinct()) {
      expect(en).toMatch(new RegExp(`^SUMMARY:${escape(p.en)}`, "m"));
      expect(en, "Arabic in the English feed").not.toContain(p.ar);
    }
  });
});

/** A text as a literal inside a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the week's first day", () => {
  const firstDays = async (cookie: string) => {
    const month = await (await call(`/study-progress?view=month&date=${TODAY}`, { cookie })).text();
    const week = await (await call(`/study-progress?view=week&date=${TODAY}`, { cookie })).text();
    return {
      grid: /data-slot="month-grid"[\s\S]*?<td[^>]*data-date="([\d-]+)"/.exec(month)![1],
      week: /data-slot="day-list"[\s\S]*?<li[^>]*data-date="([\d-]+)"/.exec(week)![1],
    };
  };
  const save = (cookie: string, weekStart: string | null) =>
    call("/study-progress?view=month", {
      cookie,
      form: { intent: "settings", ...(weekStart === null ? {} : { weekStart }) },
    });

  it("is Saturday in both languages until the student picks Sunday or Monday", async () => {
    const fresh = await call("/login", {
      form: {
        intent: "signup",
        displayName: "Salma",
        email: `week-${Date.now()}@example.com`,
        password: "a-good-password",
      },
    });
    const cookie = fresh.headers
      .getSetCookie()
      .find((c) => c.startsWith("masar_session=") && !c.startsWith("masar_session=;"))!
      .split(";")[0]!;
    // November 2026 starts on a Sunday; the 23rd is a Monday.
    expect(await firstDays(`${cookie}; ${AR}`)).toEqual({ grid: "2026-10-31", week: "2026-11-21" });
    expect(await firstDays(`${cookie}; ${EN}`)).toEqual({ grid: "2026-10-31", week: "2026-11-21" });
    const monday = await save(`${cookie}; ${EN}`, "1");
    expect(monday.status).toBe(302);
    expect(toastKey(monday)).toBe("calendar:settings.saved");
    expect(await firstDays(`${cookie}; ${AR}`)).toEqual({ grid: "2026-10-26", week: "2026-11-23" });
    expect((await save(`${cookie}; ${AR}`, "0")).status).toBe(302);
    expect(await firstDays(`${cookie}; ${EN}`)).toEqual({ grid: "2026-11-01", week: "2026-11-22" });
  });

  it("refuses any other day with a message in the reader's language, changing nothing", async () => {
    for (const [lang, message] of [
      [AR, "اختر السبت أو الأحد أو الاثنين."],
      [EN, "Choose Saturday, Sunday or Monday."],
    ] as const) {
      for (const bad of ["3", "7", "-1", "", "monday", "6.0", null]) {
        const response = await save(`${student}; ${lang}`, bad);
        expect(response.status, `weekStart=${bad}`).toBe(400);
        const html = await response.text();
        expect(html, `weekStart=${bad}`).toContain(message);
        expect(toastKey(response)).toBeNull();
      }
    }
    // Still Saturday: nothing was saved.
    expect(await firstDays(`${student}; ${EN}`)).toEqual({ grid: "2026-10-31", week: "2026-11-21" });
    // Only a signed-in user's own settings: a visitor is sent to sign in.
    const visitor = await save(AR, "1");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
  });
});
