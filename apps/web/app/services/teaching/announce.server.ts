import { ANNOUNCEMENTS_MAX, type AnnouncementPage } from "@masar/domain/announcement";
import type { Course } from "@masar/domain/course";
import { LOCALES, localize } from "@masar/domain/locale";
import type { NotificationTexts } from "@masar/domain/notification";
import type { AnnouncementForm } from "@masar/domain/teaching-schema";
import { getRepositories } from "#app/repositories.server";
import { notify } from "#app/services/notify.server";
import { courseForStaff } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";
// The server's full translator: the notification is written in both languages whatever the page's.
import "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";

/**
 * Each language gets its own text, or the other language's when the teacher wrote only one; the title
 * names the course in that language ("Linear Algebra: Exam room changed"), so a student with several
 * courses knows which one speaks.
 */
function announcementTexts(form: AnnouncementForm, course: Pick<Course, "title">): NotificationTexts {
  const texts: NotificationTexts = {};
  for (const locale of LOCALES) {
    const other = locale === "ar" ? "en" : "ar";
    texts[locale] = {
      title: fixedT(locale)("teaching.announce.notificationTitle", {
        course: localize(course.title, locale),
        title: form.title[locale] || form.title[other],
      }),
      body: form.body[locale] || form.body[other],
    };
  }
  return texts;
}

export type AnnouncementOutcome =
  | { ok: true; id: string; sent: number; failed: number }
  | { ok: false; reason: "missing" | "forbidden" };

/**
 * Keeps the announcement (the course page and the teacher's list show it), then sends it to every
 * enrolled student of the course through notify(), each notification opening the course page. It is
 * kept first: an announcement students received is never missing from the lists.
 */
export async function announce(actor: Actor, courseId: string, form: AnnouncementForm): Promise<AnnouncementOutcome> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const repos = await getRepositories();
  const enrollments = await repos.enrollments.listByCourse(courseId);
  const kept = await repos.announcements.add({
    courseId,
    title: form.title,
    body: form.body,
    audience: enrollments.length,
  });
  const localized = announcementTexts(form, found.course);
  let sent = 0;
  let failed = 0;
  for (const { userId } of enrollments) {
    try {
      await notify({ userId, localized, kind: "announcements", type: "announcement", data: { courseId } });
      sent++;
    } catch (error) {
      // One student's failed notification must not stop the others (spec section 8: logged).
      console.error("[teaching] announcement failed", error);
      failed++;
    }
  }
  return { ok: true, id: kept.id, sent, failed };
}

/** How many learners an announcement to the course reaches, for its staff. */
export async function audienceOf(course: Pick<Course, "id">): Promise<number> {
  return (await getRepositories()).enrollments.countByCourse(course.id);
}

/** A course's announcements, newest first: `limit` of them (at most ANNOUNCEMENTS_MAX) and the total. */
export async function courseAnnouncements(courseId: string, limit: number): Promise<AnnouncementPage> {
  const capped = Math.max(1, Math.min(limit, ANNOUNCEMENTS_MAX));
  return (await getRepositories()).announcements.listByCourse(courseId, capped);
}
