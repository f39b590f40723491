import type { Locale } from "@masar/domain/locale";
import { dateInZone } from "@masar/domain/calendar-date";
import { cairoClock } from "@masar/domain/calendar-items";
import { taskTitle } from "@masar/domain/task";
import { calendarPage, readCalendarQuery } from "#app/services/calendar.server";
import { calendarSettingsOf } from "#app/services/calendar-settings.server";
import { behindPlans, getOwnTask } from "#app/services/calendar-tasks.server";
import { defaultView } from "./view-choice.server";

/** Everything /study-progress renders, for the signed-in user only. */
export async function loadCalendar(request: Request, userId: string, locale: Locale, now: Date) {
  const url = new URL(request.url);
  const query = readCalendarQuery(url, dateInZone(now));
  const settings = await calendarSettingsOf(userId);
  const shown = query.view ?? defaultView(request.headers);
  const view = await calendarPage(userId, locale, query, shown, now, settings.weekStart);
  const editId = url.searchParams.get("edit");
  const editing = editId ? await getOwnTask(userId, editId) : null;
  // Lessons of a plan that are past and not done, whatever dates are shown: the student is behind.
  const titles = new Map(view.courses.map((c) => [c.id, c.title]));
  const behind = (
    await behindPlans(
      userId,
      view.courses.map((c) => c.id),
      now,
    )
  ).map((b) => ({ ...b, course: titles.get(b.courseId) ?? "" }));
  return {
    query,
    ...view,
    behind,
    hijri: settings.hijri,
    feedUrl: `${url.origin}/calendar-feed/${settings.feedToken}.ics`,
    editing: editing
      ? {
          id: editing.id,
          // The title in the reader's language: saved unchanged, a plan task keeps both (updateOwnTask).
          title: taskTitle(editing, locale),
          notes: editing.notes,
          date: editing.date,
          time: editing.allDay || !editing.startsAt ? "" : cairoClock(editing.startsAt),
          courseId: editing.courseId ?? "",
        }
      : null,
  };
}
