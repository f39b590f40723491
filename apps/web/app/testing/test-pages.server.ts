/**
 * What the test-only pages under /__test/* do (app/routes/[__test].$/route.tsx). They exist only with
 * ENABLE_TEST_ROUTES=1; the end-to-end suite uses them to reach states the product cannot produce on
 * demand.
 */
import { data, redirect } from "@remix-run/node";
import { requireUser } from "#app/auth/session.server";
import { addDays } from "@masar/domain/calendar-date";
import type { NotificationTexts } from "@masar/domain/notification";
import { getRepositories } from "#app/repositories.server";
import { notificationKindSchema } from "@masar/domain/notification-preferences";
import { notify } from "#app/services/notify.server";
import { sendDueReminders } from "#app/services/reminders.server";
import { now } from "#app/utils/clock.server";
import { safeRedirect } from "#app/utils/safe-redirect";
import { toastHeader } from "#app/utils/toast.server";

/** /__test/toast: home with a flash toast. */
export async function flashToast() {
  return redirect("/", { headers: { "Set-Cookie": await toastHeader({ type: "info", key: "toast.testToast" }) } });
}

const MAX_NOTIFICATIONS = 30;

/**
 * /__test/notify?count=N&title=T&body=B&courseId=C&kind=K&redirectTo=/path: adds N unread notifications
 * of kind K (default announcements; 1 by default, at most 30) for the signed-in user through notify() (so live streams and push follow, as
 * for any feature), naming course C in their data when given, then goes to redirectTo (default home).
 * With more than one, each title gets its number. `titleAr`/`bodyAr`/`titleEn`/`bodyEn` write the
 * languages separately (decision 006). `to=<e-mail>` notifies that user instead, and only an admin may
 * ask: it stands in for an admin's action (an approval, an announcement) in the two-tab test.
 */
export async function notifySignedInUser(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const count = Number(params.get("count") ?? "1");
  if (!Number.isInteger(count) || count < 1 || count > MAX_NOTIFICATIONS) {
    throw data({ error: `count must be a whole number from 1 to ${MAX_NOTIFICATIONS}` }, { status: 400 });
  }
  let userId = user.identity.uid;
  const repos = await getRepositories();
  const to = params.get("to");
  if (to) {
    if (user.profile.role !== "admin") throw data({ error: "only an admin may notify another user" }, { status: 403 });
    const recipient = await repos.users.getByEmail(to);
    if (!recipient) throw data({ error: "no such user" }, { status: 404 });
    userId = recipient.uid;
  }
  const kind = notificationKindSchema.safeParse(params.get("kind") ?? "announcements");
  if (!kind.success) throw data({ error: "kind must be one of the notification kinds" }, { status: 400 });
  const title = params.get("title") || "Test notification";
  const body = params.get("body") ?? "";
  const courseId = params.get("courseId");
  const numbered = (text: string, n: number) => (count === 1 ? text : `${text} ${n}`);
  for (let n = 1; n <= count; n++) {
    const localized: NotificationTexts = {};
    for (const lang of ["ar", "en"] as const) {
      const suffix = lang === "ar" ? "Ar" : "En";
      const t = params.get(`title${suffix}`);
      if (t) localized[lang] = { title: numbered(t, n), body: params.get(`body${suffix}`) ?? "" };
    }
    await notify({
      userId,
      kind: kind.data,
      title: numbered(title, n),
      body,
      localized,
      data: courseId ? { courseId } : {},
    });
  }
  return redirect(safeRedirect(params.get("redirectTo")));
}

/**
 * /__test/become-teacher?redirectTo=/path: the signed-in user becomes a teacher, so a spec can make a
 * teacher of its own (a fresh sign-up) instead of sharing the demo teacher's courses with other specs.
 */
export async function becomeTeacher(request: Request) {
  const user = await requireUser(request);
  await (await getRepositories()).users.setRole(user.identity.uid, "teacher");
  return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo") ?? "/"));
}

/**
 * /__test/verify-email: marks the signed-in user's address verified, as its link would (the account
 * spec follows the real link; the other specs' fresh students need only the state, to pay).
 */
export async function verifyEmail(request: Request) {
  const user = await requireUser(request);
  await (await getRepositories()).accounts.markEmailVerified(user.identity.uid, user.identity.email);
  return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo") ?? "/"));
}

/**
 * /__test/age-plan?courseId=C&days=N&redirectTo=/path: moves the signed-in user's exam-plan tasks of
 * course C N days earlier (1 to 60), as if N days had passed without studying, so a spec can fall
 * behind a plan made today without waiting or faking the server's clock.
 */
export async function agePlan(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const days = Number(params.get("days"));
  const courseId = params.get("courseId");
  if (!courseId || !Number.isInteger(days) || days < 1 || days > 60) {
    throw data({ error: "courseId and days (1 to 60) are required" }, { status: 400 });
  }
  const repos = await getRepositories();
  const tasks = await repos.tasks.listByUser(user.identity.uid, { from: "0000-01-01", to: "9999-12-31" });
  for (const task of tasks.filter((t) => t.courseId === courseId && t.lessonId)) {
    await repos.tasks.update(user.identity.uid, task.id, { date: addDays(task.date, -days) });
  }
  return redirect(safeRedirect(params.get("redirectTo")));
}

/**
 * /__test/send-reminders: runs the reminder schedule once at the server's (test) clock, as its 15-minute
 * run would, so a test can read the reminders it sends without waiting for the next quarter hour.
 */
export async function sendReminders(request: Request) {
  await requireUser(request);
  return { reminders: await sendDueReminders(now()) };
}
