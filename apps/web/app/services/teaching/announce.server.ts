import type { Course } from "@masar/domain/course";
import { LOCALES } from "@masar/domain/locale";
import type { NotificationTexts } from "@masar/domain/notification";
import type { AnnouncementForm } from "@masar/domain/teaching-schema";
import { getRepositories } from "#app/repositories.server";
import { notify } from "#app/services/notify.server";
import { courseForStaff } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";

/** Each language gets its own text, or the other language's when the teacher wrote only one. */
function announcementTexts(form: AnnouncementForm): NotificationTexts {
  const texts: NotificationTexts = {};
  for (const locale of LOCALES) {
    const other = locale === "ar" ? "en" : "ar";
    texts[locale] = {
      title: form.title[locale] || form.title[other],
      body: form.body[locale] || form.body[other],
    };
  }
  return texts;
}

export type Announcement = { ok: true; sent: number; failed: number } | { ok: false; reason: "missing" | "forbidden" };

/** Sends the announcement to every enrolled student of the course through notify(). */
export async function announce(actor: Actor, courseId: string, form: AnnouncementForm): Promise<Announcement> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const enrollments = await (await getRepositories()).enrollments.listByCourse(courseId);
  const localized = announcementTexts(form);
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
  return { ok: true, sent, failed };
}

/** How many learners an announcement to the course reaches, for its staff. */
export async function audienceOf(course: Pick<Course, "id">): Promise<number> {
  return (await getRepositories()).enrollments.countByCourse(course.id);
}
