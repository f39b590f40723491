import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("calendar");

await import("#app/i18n/i18next.server");
const { calendarPage, readCalendarQuery } = await import("./calendar.server");
const { createOwnTask, planCourseExam, updateOwnTask, deleteOwnTask } = await import("./calendar-tasks.server");
const { calendarFeed } = await import("./calendar-feed.server");
const { sendDueReminders } = await import("./reminders.server");
const { getRepositories } = await import("#app/repositories.server");
const { courseWithLessons } = await import("#app/data/contract/harness");

// Monday 23 November 2026, 10:00 in Cairo (UTC+2).
const NOW = new Date("2026-11-23T08:00:00Z");
let enrolledId = "";
let otherId = "";
let lessonIds: string[] = [];

beforeAll(async () => {
  const repos = await getRepositories();
  for (const uid of ["s1", "s2"]) {
    await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: uid, photoURL: null });
  }
  const make = async (en: string) => {
    const { course, lessons } = await courseWithLessons(repos, 5, { title: { ar: `مقرر ${en}`, en } });
    return { id: course.id, ids: lessons.map((l) => l.id) };
  };
  const enrolled = await make("Statics");
  const other = await make("Optics");
  enrolledId = enrolled.id;
  otherId = other.id;
  lessonIds = enrolled.ids;
  await repos.enrollments.enroll("s1", enrolledId);
  await repos.enrollments.completeLesson("s1", enrolledId, lessonIds[0]!);
  await repos.courseEvents.create({
    courseId: enrolledId,
    kind: "exam",
    title: { ar: "امتحان", en: "Midterm" },
    date: "2026-11-24",
    time: "09:00",
  });
  await repos.courseEvents.create({
    courseId: enrolledId,
    kind: "live",
    title: { ar: "جلسة", en: "Live" },
    date: "2026-11-24",
  });
  await repos.courseEvents.create({
    courseId: otherId,
    kind: "exam",
    title: { ar: "آخر", en: "Other exam" },
    date: "2026-11-24",
  });
});

const query = (search: string) => readCalendarQuery(new URL(`http://x/study-progress${search}`), "2026-11-23");

describe("the calendar page", () => {
  it("merges the enrolled course's events with own tasks, never another course's, weeks from the day set", async () => {
    const own = await createOwnTask("s1", { title: "Revise", date: "2026-11-26", courseId: enrolledId });
    expect(own.ok).toBe(true);
    await createOwnTask("s2", { title: "Not mine", date: "2026-11-26" });
    const ar = await calendarPage("s1", "ar", query(""), "both", NOW, 6);
    expect(ar.today).toBe("2026-11-23");
    expect(ar.weekStart).toBe(6);
    expect(ar.weeks[0]![0]).toBe("2026-10-31");
    const titles = ar.items.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(["امتحان", "جلسة", "Revise"]));
    expect(titles).not.toContain("آخر");
    expect(titles).not.toContain("Not mine");
    const en = await calendarPage("s1", "en", query("?kind=exam"), "both", NOW, 1);
    expect(en.weekStart).toBe(1);
    expect(en.weeks[0]![0]).toBe("2026-10-26");
    expect(en.week[0]).toBe("2026-11-23");
    expect(en.items.map((i) => i.title)).toEqual(["Midterm"]);
    expect(en.items[0]).toMatchObject({ time: "09:00", courseTitle: "Statics", overdue: false });
  });

  it("reads and steps by the one view it shows: the agenda's four weeks, or the month's grid", async () => {
    await createOwnTask("s1", { title: "In the grid only", date: "2026-11-02" });
    await createOwnTask("s1", { title: "Beyond the grid", date: "2026-12-19" });
    const agenda = await calendarPage("s1", "en", query("?date=2026-11-23"), "agenda", NOW, 6);
    expect(agenda.shown).toBe("agenda");
    expect(agenda.items.map((i) => i.title)).not.toContain("In the grid only");
    expect(agenda.items.map((i) => i.title)).toContain("Beyond the grid");
    expect([agenda.prev, agenda.next]).toEqual(["2026-10-26", "2026-12-21"]);
    const month = await calendarPage("s1", "en", query("?date=2026-11-23"), "month", NOW, 6);
    expect(month.items.map((i) => i.title)).toContain("In the grid only");
    expect(month.items.map((i) => i.title)).not.toContain("Beyond the grid");
    expect([month.prev, month.next]).toEqual(["2026-10-01", "2026-12-01"]);
    // The month reads its selected day whole (listed under a narrow grid), the other days' first three.
    for (let i = 1; i <= 5; i++) await createOwnTask("s1", { title: `Busy ${i}`, date: "2026-11-10" });
    const busy = (page: Awaited<ReturnType<typeof calendarPage>>) =>
      page.items.filter((i) => i.title.startsWith("Busy")).length;
    const selected = await calendarPage("s1", "en", query("?date=2026-11-10"), "month", NOW, 6);
    expect(busy(selected)).toBe(5);
    const other = await calendarPage("s1", "en", query("?date=2026-11-23"), "month", NOW, 6);
    expect(busy(other)).toBe(3);
    expect(other.dayTotals["2026-11-10"]).toBe(5);
    const both = await calendarPage("s1", "en", query("?date=2026-11-23"), "both", NOW, 6);
    expect(both.items.map((i) => i.title)).toEqual(expect.arrayContaining(["In the grid only", "Beyond the grid"]));
  });

  it("keeps a timed task on its Cairo date and time, and never lets a student link or change what is not theirs", async () => {
    const late = await createOwnTask("s1", { title: "Late night", date: "2026-11-25", time: "23:30" });
    expect(late.ok && late.task.startsAt?.toISOString()).toBe("2026-11-25T21:30:00.000Z");
    const page = await calendarPage("s1", "en", query("?date=2026-11-25&view=week"), "week", NOW, 6);
    expect(page.items.find((i) => i.title === "Late night")).toMatchObject({ date: "2026-11-25", time: "23:30" });
    expect(await createOwnTask("s1", { title: "x", date: "2026-11-25", courseId: otherId })).toEqual({
      ok: false,
      reason: "notEnrolled",
    });
    expect(
      await updateOwnTask("s2", late.ok ? late.task.id : "", { title: "stolen", date: "2026-11-25" }, "en"),
    ).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await deleteOwnTask("s2", late.ok ? late.task.id : "")).toBe(false);
  });

  it("plans the remaining lessons before the exam, completes a task with its lesson and re-plans from today", async () => {
    const plan = await planCourseExam(
      "s1",
      { courseId: enrolledId, examDate: "2026-12-01", perDay: 2, offDays: [5] },
      NOW,
    );
    expect(plan.ok && plan.items.map((i) => i.lessonId)).toEqual(lessonIds.slice(1));
    const repos = await getRepositories();
    await repos.enrollments.completeLesson("s1", enrolledId, lessonIds[1]!);
    const page = await calendarPage("s1", "en", query("?kind=task"), "both", NOW, 6);
    expect(page.items.find((i) => i.lessonId === lessonIds[1])!.done).toBe(true);
    // Two days later, behind: re-planning replaces the open lesson tasks and keeps the rest (the studied
    // lesson's task stays, done).
    const later = new Date("2026-11-25T08:00:00Z");
    const again = await planCourseExam(
      "s1",
      { courseId: enrolledId, examDate: "2026-12-01", perDay: 1, offDays: [5] },
      later,
    );
    expect(again.ok && again.items.map((i) => i.date)).toEqual(["2026-11-25", "2026-11-26", "2026-11-28"]);
    const tasks = await repos.tasks.listByUser("s1", { from: "2026-11-01", to: "2026-12-31" });
    expect(
      tasks
        .filter((t) => t.lessonId)
        .map((t) => t.lessonId)
        .sort(),
    ).toEqual(lessonIds.slice(1).sort());
    expect(
      await planCourseExam("s1", { courseId: otherId, examDate: "2026-12-01", perDay: 2, offDays: [] }, NOW),
    ).toEqual({
      ok: false,
      reason: "notEnrolled",
    });
    const tooMany = await planCourseExam(
      "s1",
      { courseId: enrolledId, examDate: "2026-11-26", perDay: 1, offDays: [] },
      NOW,
    );
    expect(tooMany).toMatchObject({ ok: false, reason: "tooMany" });
  });
});

describe("the calendar feed", () => {
  it("is valid iCalendar with the same items, Arabic text, dates as dates, and stops with a new token", async () => {
    const repos = await getRepositories();
    await repos.users.updateProfile("s1", { preferredLanguage: "ar" });
    const { feedToken } = await repos.calendarSettings.get("s1");
    const text = (await calendarFeed(feedToken, NOW))!;
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Africa/Cairo");
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const exam = vevents.find((e) => String(e.getFirstPropertyValue("summary")).startsWith("امتحان"))!;
    expect(String(exam.getFirstPropertyValue("summary"))).toBe("امتحان · مقرر Statics");
    const examStart = exam.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(examStart.toString()).toBe("2026-11-24T09:00:00");
    expect(exam.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Africa/Cairo");
    const live = vevents.find((e) => String(e.getFirstPropertyValue("summary")).startsWith("جلسة"))!;
    expect((live.getFirstPropertyValue("dtstart") as ICAL.Time).isDate).toBe(true);
    expect(vevents.some((e) => String(e.getFirstPropertyValue("summary")).includes("آخر"))).toBe(false);
    expect(vevents.some((e) => String(e.getFirstPropertyValue("summary")).includes("Not mine"))).toBe(false);
    const uids = vevents.map((e) => String(e.getFirstPropertyValue("uid")));
    expect(new Set(uids).size).toBe(uids.length);
    expect(await calendarFeed(feedToken, NOW)).toBe(text);

    await repos.calendarSettings.regenerateToken("s1");
    expect(await calendarFeed(feedToken, NOW)).toBeNull();
    expect(await calendarFeed("../../etc/passwd", NOW)).toBeNull();
  });
});

describe("reminders", () => {
  it("sends tomorrow's deadlines, quizzes and exams from 18:00 Cairo, once, to enrolled students only", async () => {
    const repos = await getRepositories();
    await repos.enrollments.enroll("s2", otherId);
    // 17:59 Cairo on the 23rd: nothing about events yet.
    const before = await sendDueReminders(new Date("2026-11-23T15:59:00Z"));
    const beforeTitles = (await repos.notifications.listByUser("s1", { limit: 50 })).map((n) => n.localized?.en?.title);
    expect(beforeTitles).not.toContain("Tomorrow: Midterm");
    expect(before.sent).toBeGreaterThanOrEqual(0);
    // 18:00: the exam (not the live session) to s1, the other course's exam to s2.
    const evening = new Date("2026-11-23T16:00:00Z");
    await Promise.all([sendDueReminders(evening), sendDueReminders(evening)]);
    const s1 = (await repos.notifications.listByUser("s1", { limit: 50 })).map((n) => n.localized?.en?.title);
    expect(s1.filter((title) => title === "Tomorrow: Midterm")).toHaveLength(1);
    expect(s1).not.toContain("Tomorrow: Live");
    expect(s1).not.toContain("Tomorrow: Other exam");
    const s2 = (await repos.notifications.listByUser("s2", { limit: 50 })).map((n) => n.localized?.ar?.title);
    expect(s2).toContain("غدًا: آخر");
    await sendDueReminders(new Date("2026-11-23T20:00:00Z"));
    expect(
      (await repos.notifications.listByUser("s1", { limit: 50 })).filter(
        (n) => n.localized?.en?.title === "Tomorrow: Midterm",
      ),
    ).toHaveLength(1);
  });

  it("reminds of today's open tasks from 07:00, not of done ones nor of courses the student left", async () => {
    const repos = await getRepositories();
    await createOwnTask("s2", { title: "Morning task", date: "2026-11-30" });
    const done = await createOwnTask("s2", { title: "Done task", date: "2026-11-30" });
    if (done.ok) await repos.tasks.update("s2", done.task.id, { done: true });
    await repos.tasks.create({ userId: "s2", title: "Left course", date: "2026-11-30", courseId: enrolledId });
    await sendDueReminders(new Date("2026-11-30T04:59:00Z"));
    const early = (await repos.notifications.listByUser("s2", { limit: 50 })).map((n) => n.localized?.en?.title);
    expect(early).not.toContain("Today: Morning task");
    await sendDueReminders(new Date("2026-11-30T05:00:00Z"));
    const titles = (await repos.notifications.listByUser("s2", { limit: 50 })).map((n) => n.localized?.en?.title);
    expect(titles).toContain("Today: Morning task");
    expect(titles).not.toContain("Today: Done task");
    expect(titles).not.toContain("Today: Left course");
  });
});
