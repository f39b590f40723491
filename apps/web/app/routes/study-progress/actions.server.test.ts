import { beforeAll, describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("calendar-action");

const { calendarAction } = await import("./actions.server");
const { readToasts } = await import("#app/utils/toast.server");
const { getRepositories } = await import("#app/repositories.server");
const { courseWithLessons } = await import("#app/data/contract/harness");

const NOW = new Date("2026-11-23T08:00:00Z");
const post = (fields: Record<string, string>) =>
  new Request("http://localhost/study-progress?view=agenda", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
const status = async (response: unknown) =>
  response instanceof Response ? response.status : ((response as { init?: { status?: number } }).init?.status ?? 200);

beforeAll(async () => {
  const repos = await getRepositories();
  await repos.users.ensureProfile({ uid: "s1", email: "s1@example.com", displayName: "s1", photoURL: null });
});

describe("the calendar page's forms", () => {
  it("adds a task without a course (the form sends an empty course field) and goes back to the same view", async () => {
    const response = await calendarAction(
      post({ intent: "create", title: "Revise", date: "2026-11-25", time: "", courseId: "", notes: "" }),
      "s1",
      NOW,
    );
    expect(await status(response)).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/study-progress?view=agenda");
    const tasks = await (await getRepositories()).tasks.listByUser("s1", { from: "2026-11-01", to: "2026-11-30" });
    expect(tasks.map((t) => [t.title, t.date, t.courseId])).toEqual([["Revise", "2026-11-25", null]]);
  });

  it("answers a re-plan without a kept plan with the no-plan error toast, changing nothing", async () => {
    const repos = await getRepositories();
    const { course } = await courseWithLessons(repos, 1);
    await repos.enrollments.enroll("s1", course.id);
    const toastOf = async (courseId: string) => {
      const response = (await calendarAction(post({ intent: "replan", courseId }), "s1", NOW)) as Response;
      expect(response.status).toBe(302);
      const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
      return (await readToasts(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toasts[0];
    };
    expect(await toastOf(course.id)).toMatchObject({ type: "error", key: "calendar:plan.noPlan" });
    // A course the student has no plan for (taken or not) has nothing to re-plan.
    expect(await toastOf("no-such-course")).toMatchObject({ type: "error", key: "calendar:plan.noPlan" });
    const tasks = await repos.tasks.listByUser("s1", { from: "2026-11-01", to: "2027-12-31" });
    expect(tasks.filter((t) => t.courseId === course.id)).toEqual([]);
  });

  it("remembers a picked view in a cookie and opens it, keeping the date and filters; refuses a view that is none", async () => {
    const picked = (await calendarAction(
      new Request("http://localhost/study-progress?date=2026-11-25&course=c1&view=month&edit=t1", {
        method: "POST",
        body: new URLSearchParams({ intent: "view", view: "agenda" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      "s1",
      NOW,
    )) as Response;
    expect(picked.status).toBe(302);
    expect(picked.headers.get("Location")).toBe("/study-progress?date=2026-11-25&course=c1&view=agenda");
    expect(picked.headers.get("Set-Cookie")).toMatch(/^masar_calendar_view=agenda; Path=\/; Max-Age=31536000;/);
    const refused = (await calendarAction(post({ intent: "view", view: "year" }), "s1", NOW)) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Set-Cookie")).not.toMatch(/masar_calendar_view/);
    const cookie = refused.headers.get("Set-Cookie")!.split(";")[0]!;
    const toast = (await readToasts(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toasts[0];
    expect(toast).toMatchObject({ type: "error", key: "calendar:nav.viewUnknown" });
  });

  it("refuses an unknown intent", async () => {
    expect(await status(await calendarAction(post({ intent: "drop-table" }), "s1", NOW))).toBe(400);
  });
});
