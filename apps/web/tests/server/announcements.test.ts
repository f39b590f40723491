/**
 * Announcements and course events as the teacher sends them (issue 39, item 20), at the request level on
 * the built app: an announcement names its course in both languages and opens the course page from
 * /notifications; the course page lists past announcements to its students (newest first, a few, then
 * all); the teacher's page lists what was sent and comes back naming it, as the events page does for an
 * event added (the forms start empty again: a browser's part, teaching-forms.spec.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ANNOUNCEMENTS_SHOWN } from "@masar/domain/announcement";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("announcements");

const TITLE = `Acoustics ${Date.now()}`;
let courseId = "";
const cookies = { teacher: "", admin: "", student: "", stranger: "" };

/** A fresh sign-up through the real form: its session cookie. */
async function freshStudent(prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await call("/login", {
    form: { intent: "signup", displayName: "Nour", email, password: "a-good-password" },
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith("masar_session="))!
    .split(";")[0]!;
}
const html = async (path: string, cookie?: string) => {
  const response = await call(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.text();
};
const text = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
/** The course page's announcement titles, in order (none: no section). */
const listedOnCoursePage = (page: string) =>
  [...page.matchAll(/data-testid="course-announcement".*?<h3[^>]*>(.*?)<\/h3>/gs)].map((m) => text(m[1]!));

async function send(en: string, ar = "", body = { ar: "", en: "" }) {
  return call(`/instructor/courses/${courseId}/announce`, {
    cookie: cookies.teacher,
    form: { "title.ar": ar, "title.en": en, "body.ar": body.ar, "body.en": body.en },
  });
}

beforeAll(async () => {
  cookies.teacher = await signIn(DEMO.teacher);
  cookies.admin = await signIn(DEMO.admin);
  const made = await html(`/__test/admin-course?title=${encodeURIComponent(TITLE)}&lessons=2`, cookies.admin);
  courseId = /data-testid="test-course-id">([^<]+)</.exec(made)![1]!;
  cookies.student = await freshStudent("announce-student");
  cookies.stranger = await freshStudent("announce-stranger");
  expect((await call(`/course/${courseId}`, { cookie: cookies.student, form: { intent: "enroll" } })).status).toBe(302);
});

describe("an announcement", () => {
  let sentId = "";

  it("is kept and listed on the teacher's page, which comes back naming it", async () => {
    const response = await send("Exam room changed", "تغيّر مكان الامتحان", {
      ar: "الامتحان في القاعة ٣",
      en: "The exam is in hall 3.",
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://x");
    expect(location.pathname).toBe(`/instructor/courses/${courseId}/announce`);
    sentId = location.searchParams.get("sent")!;
    expect(sentId).toBeTruthy();
    expect(flashToastKey(response)).toContain("teaching.announce.sent");

    const page = await html(`${location.pathname}${location.search}`, `${cookies.teacher}; appLanguage=en`);
    const [first] = [...page.matchAll(/<li[^>]*data-testid="sent-announcement"[^>]*>.*?<\/li>/gs)].map((m) => m[0]);
    expect(first).toMatch(/data-just-sent="true"/);
    expect(text(first!)).toContain("Exam room changed");
    expect(text(first!)).toContain("Sent to 1 student");
  });

  it("names its course in each language and opens the course page from /notifications", async () => {
    for (const [lang, title] of [
      ["en", `${TITLE}: Exam room changed`],
      ["ar", `${TITLE}: تغيّر مكان الامتحان`],
    ] as const) {
      const page = await html("/notifications", `${cookies.student}; appLanguage=${lang}`);
      const row = [...page.matchAll(/<li[^>]*data-testid="notification-row".*?<\/li>/gs)]
        .map((m) => m[0])
        .find((r) => r.includes(title));
      expect(row, `${lang}: ${title}`).toBeDefined();
      expect(row).toContain(`name="href" value="/course/${courseId}"`);
    }
    const page = await html("/notifications", cookies.student);
    const id = /name="id" value="([^"]+)"/.exec(
      [...page.matchAll(/<li[^>]*data-testid="notification-row".*?<\/li>/gs)].find((m) => m[0].includes(TITLE))![0],
    )![1]!;
    const opened = await call("/notifications", {
      cookie: cookies.student,
      form: { intent: "open", id, href: `/course/${courseId}` },
    });
    expect(opened.headers.get("location")).toBe(`/course/${courseId}`);
  });

  it("is listed on the course page for its students and staff, newest first, a few and then all", async () => {
    for (let i = 1; i <= ANNOUNCEMENTS_SHOWN + 1; i++) expect((await send(`Week ${i} notes`)).status).toBe(302);
    const all = ["Week 4 notes", "Week 3 notes", "Week 2 notes", "Week 1 notes", "Exam room changed"];
    const page = await html(`/course/${courseId}`, `${cookies.student}; appLanguage=en`);
    expect(listedOnCoursePage(page)).toEqual(all.slice(0, ANNOUNCEMENTS_SHOWN));
    const toggle = /<a[^>]*data-testid="announcements-toggle"[^>]*>(.*?)<\/a>/s.exec(page)!;
    expect(text(toggle[1]!)).toBe("All 5 announcements");
    expect(toggle[0]).toContain('href="/course/');
    expect(toggle[0]).toContain("announcements=all");
    const everything = await html(`/course/${courseId}?announcements=all`, `${cookies.student}; appLanguage=en`);
    expect(listedOnCoursePage(everything)).toEqual(all);
    expect(everything).toContain("The exam is in hall 3.");
    // In Arabic, the Arabic title; an announcement written in English only falls back to it.
    const arabic = await html(`/course/${courseId}?announcements=all`, cookies.student);
    expect(listedOnCoursePage(arabic)).toEqual([...all.slice(0, 4), "تغيّر مكان الامتحان"]);
    // The course's teacher and an admin see them too.
    expect(listedOnCoursePage(await html(`/course/${courseId}`, cookies.admin))).toHaveLength(ANNOUNCEMENTS_SHOWN);
  });

  it("is not shown to a visitor or a student of another course", async () => {
    for (const cookie of [undefined, cookies.stranger]) {
      const page = await html(`/course/${courseId}?announcements=all`, cookie);
      expect(listedOnCoursePage(page)).toEqual([]);
      expect(page).not.toContain("Exam room changed");
    }
  });

  it("without a title is refused and nothing is kept or sent", async () => {
    const before = await html(`/instructor/courses/${courseId}/announce`, cookies.teacher);
    const count = (page: string) => page.match(/data-testid="sent-announcement"/g)?.length ?? 0;
    const refused = await send("", "", { ar: "", en: "Body only" });
    expect(refused.status).toBe(400);
    expect(count(await html(`/instructor/courses/${courseId}/announce`, cookies.teacher))).toBe(count(before));
  });
});

describe("a course event added", () => {
  it("comes back naming it, marked in the list", async () => {
    const response = await call(`/instructor/courses/${courseId}/events`, {
      cookie: cookies.teacher,
      form: { intent: "create", kind: "exam", "title.en": "Final exam", "title.ar": "", date: "2030-06-01", time: "" },
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://x");
    const added = location.searchParams.get("added")!;
    expect(location.pathname).toBe(`/instructor/courses/${courseId}/events`);
    const page = await html(`${location.pathname}${location.search}`, cookies.teacher);
    const item = /<li[^>]*data-added="true"[^>]*>.*?<\/li>/s.exec(page)![0];
    expect(item).toContain(`name="eventId" value="${added}"`);
    expect(text(item)).toContain("Final exam");
  });
});
