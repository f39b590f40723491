import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUser, getSessionUser } from "#app/auth/session.server";
import { readSubmission } from "#app/forms/submission.server";
import { getLocale } from "#app/i18n/i18next.server";
import { ANNOUNCEMENTS_MAX, ANNOUNCEMENTS_SHOWN } from "@masar/domain/announcement";
import { getPublishedCourse } from "#app/services/catalogue.server";
import { courseAnnouncements } from "#app/services/teaching/announce.server";
import { courseStanding, enroll, enrolledToast } from "#app/services/enrollment.server";
import { NO_STORE } from "#app/utils/http.server";
import { playerHref } from "#app/utils/player-href";
import { toastHeader } from "#app/utils/toast.server";

/** The enrol form: one intent. The course is the page's own (the URL), never an id from the form. */
export const enrollSchema = z.object({ intent: z.literal("enroll", { message: "enroll.refused" }) });

/**
 * The course page's data: the course, its lessons without their content (a locked lesson's text or
 * file key never reaches a browser from here), how the visitor stands towards the course, and for its
 * students and staff the announcements sent to them (the latest few, or all with ?announcements=all).
 */
export async function coursePage(request: Request, courseId: string) {
  const found = await getPublishedCourse(courseId);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const user = await getSessionUser(request);
  const learner = user ? { uid: user.identity.uid, role: user.profile.role } : null;
  const standing = await courseStanding(learner, found.course, found.lessons);
  const lessons = found.lessons.map(({ id, kind, title, preview, durationMinutes }) => ({
    id,
    kind,
    title,
    preview,
    durationMinutes,
  }));
  // Announcements were sent to the enrolled students: the page shows them to those students and to staff.
  const all = new URL(request.url).searchParams.get("announcements") === "all";
  const announcements =
    standing.access === "enrolled" || standing.access === "staff"
      ? { ...(await courseAnnouncements(found.course.id, all ? ANNOUNCEMENTS_MAX : ANNOUNCEMENTS_SHOWN)), all }
      : null;
  // The category's name in both languages (the page shows the reader's); none for an unlisted id.
  const category = found.category?.name ?? null;
  return { course: found.course, lessons, category, standing, announcements, loggedIn: user !== null };
}

/**
 * Enrols the signed-in user in this page's course. A visitor is sent to log in and back here; a free
 * course opens in the player with a success toast (the first time); a priced one goes to payment.
 */
export async function enrollAction(request: Request, courseId: string) {
  const user = await requireUser(request);
  const submission = await readSubmission(request, enrollSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await enroll({ uid: user.identity.uid, role: user.profile.role }, courseId);
  const headers = new Headers({ "Cache-Control": NO_STORE });
  switch (outcome.kind) {
    case "unavailable":
      throw data(null, { status: 404, statusText: "Not Found" });
    case "paymentRequired":
      return redirect(`/payment/${encodeURIComponent(courseId)}`, { headers });
    case "staff":
      return redirect(playerHref(courseId, outcome.lessonId), { headers });
    case "enrolled":
      if (outcome.created) {
        const message = enrolledToast(outcome.title, getLocale(request));
        const toast = { type: "success" as const, message, notificationId: outcome.notificationId ?? undefined };
        headers.append("Set-Cookie", await toastHeader(toast));
      }
      return redirect(playerHref(courseId, outcome.lessonId), { headers });
  }
}
