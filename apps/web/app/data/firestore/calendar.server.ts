import { countByDate, eventMatches, firstOfDays, taskMatches } from "@masar/domain/calendar-days";
import type { CalendarRepository } from "../ports";
import type { FirestoreContext } from "./context.server";
import { createCourseEventRepository } from "./course-events.server";
import { createTaskRepository } from "./tasks.server";

/**
 * The calendar page's read on Firestore: it has no per-group limit (a query per day would cost a
 * round trip a day), so the range's events and tasks are read as before and cut in memory, before the
 * page maps them; the same rule cuts both adapters' lists (@masar/domain/calendar-days).
 */
export function createCalendarRepository(ctx: FirestoreContext): CalendarRepository {
  const events = createCourseEventRepository(ctx);
  const tasks = createTaskRepository(ctx);
  return {
    async days(userId, q) {
      const wantsEvents = q.kind !== "task";
      const wantsTasks = q.kind === null || q.kind === "task";
      const [allEvents, allTasks] = await Promise.all([
        wantsEvents ? events.listByCourses(q.courseIds, q.range) : [],
        wantsTasks ? tasks.listByUser(userId, q.range) : [],
      ]);
      const shownEvents = allEvents.filter((e) => eventMatches(e, q));
      const shownTasks = allTasks.filter((t) => taskMatches(t, q));
      return { ...firstOfDays(shownEvents, shownTasks, q), counts: countByDate([shownEvents, shownTasks]) };
    },
  };
}
