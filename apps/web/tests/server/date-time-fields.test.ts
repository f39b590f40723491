/**
 * Dates and times in the page's language at the request level (issue 39, item 10): the forms that take
 * a date or a time are served with the native inputs under the names the server reads (what a browser
 * without scripts submits; the kit's fields take over after hydration and send the same ISO values),
 * and the teacher's event list writes a time as the student's calendar does ("١٠:٣٠ ص", not "10:30").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { inProcessApp } from "./in-process";

const { call } = await inProcessApp("date-time-fields");

let teacher = "";
let courseId = "";

/** A fresh sign-up through the real form, made a teacher through the test-only page. */
async function freshTeacher() {
  const email = `dates-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await call("/login", {
    form: { intent: "signup", displayName: "Nour", email, password: "a-good-password" },
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("masar_session="))!
    .split(";")[0]!;
  expect((await call("/__test/become-teacher", { cookie })).status).toBe(302);
  return cookie;
}

beforeAll(async () => {
  teacher = await freshTeacher();
  const courses = await (await call("/instructor/courses/new", { cookie: teacher })).text();
  const category = /<select[^>]*name="category"[\s\S]*?<option value="([^"]+)"/.exec(courses)?.[1] ?? "mathematics";
  const created = await call("/instructor/courses/new", {
    cookie: teacher,
    form: { "title.en": "Dates", faculty: "engineering", level: "beginner", category, price: "0" },
  });
  courseId = /\/instructor\/courses\/([^/]+)\/lessons$/.exec(created.headers.get("location")!)![1]!;
});

describe("date and time fields before scripts", () => {
  it("the event form posts a native date and time under the names its action reads", async () => {
    const html = await (await call(`/instructor/courses/${courseId}/events`, { cookie: teacher })).text();
    expect(html).toMatch(/<input[^>]*type="date"[^>]*name="date"/);
    expect(html).toMatch(/<input[^>]*type="time"[^>]*name="time"/);
    // The label names the control the field becomes (the date button, the hour select).
    expect(html).toMatch(/<label[^>]*id="event-new-date-label"[^>]*for="event-new-date"/);
  });

  it("the calendar's task and exam-plan forms, and the quiet hours, do too", async () => {
    const calendar = await (await call("/study-progress", { cookie: teacher })).text();
    expect(calendar).toMatch(/<input[^>]*type="date"[^>]*name="date"/);
    expect(calendar).toMatch(/<input[^>]*type="time"[^>]*name="time"/);
    const profile = await (await call("/profile", { cookie: teacher })).text();
    expect(profile).toMatch(/<input[^>]*type="time"[^>]*name="quietStart"/);
    expect(profile).toMatch(/<input[^>]*type="time"[^>]*name="quietEnd"/);
  });
});

describe("the teacher's event list", () => {
  it("writes the event's time in the reader's digits and clock, as the student's calendar does", async () => {
    const saved = await call(`/instructor/courses/${courseId}/events`, {
      cookie: teacher,
      form: {
        intent: "create",
        kind: "exam",
        "title.ar": "",
        "title.en": "Midterm",
        date: "2027-03-14",
        time: "22:30",
      },
    });
    expect(saved.status).toBe(302);
    const html = await (await call(`/instructor/courses/${courseId}/events`, { cookie: teacher })).text();
    expect(html).toMatch(/data-testid="event-time"[^>]*>١٠:٣٠ م</);
    expect(html).not.toContain(">22:30<");
  });
});
