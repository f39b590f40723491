import { firstOfDays, inRange, type CalendarDaysQuery } from "@masar/domain/calendar-days";
import type { CalendarRepository } from "../ports";
import type { SqliteContext } from "./context.server";
import { eventFromRow, type CourseEventRow } from "./course-events.server";
import { TASK_COLUMNS, taskFromValues, type TaskValues } from "./tasks.server";

/** The calendar's order of a user's tasks within a day: the columns of index tasks_user_day_order (migration 11). */
const TASK_ORDER = "date, all_day DESC, (CASE WHEN all_day = 0 THEN starts_at END), created_at, id";

/**
 * The calendar page's read. The user's tasks of the range are walked in the calendar's order through
 * a covering index, two narrow columns a row, which gives every day's count and the rows each day
 * keeps; only those rows are then read whole (reading every row of a full month whole costs several
 * times as much, and window functions sort every row; decision 031).
 * Course events are few a day and are read as listByCourses reads them. Both lists are then merged in
 * calendar order and cut once more (@masar/domain/calendar-days).
 */
export function createCalendarRepository({ db }: SqliteContext): CalendarRepository {
  const events = (q: CalendarDaysQuery) => {
    const enrolled = [...new Set(q.courseIds)];
    const courses = q.courseId === null ? enrolled : enrolled.filter((id) => id === q.courseId);
    if (q.kind === "task" || courses.length === 0) return [];
    const marks = courses.map(() => "?").join(", ");
    const kind = q.kind === null ? "" : " AND kind = ?";
    return db
      .prepare<string[], CourseEventRow>(
        `SELECT * FROM course_events WHERE course_id IN (${marks}) AND date >= ? AND date <= ?${kind}
         ORDER BY date, time IS NOT NULL, time, created_at, id`,
      )
      .all(...courses, q.range.from, q.range.to, ...(q.kind === null ? [] : [q.kind]))
      .map(eventFromRow);
  };

  /** The rowids of the tasks each day keeps, and every day's count. */
  const taskRanks = (userId: string, q: CalendarDaysQuery) => {
    const course = q.courseId === null ? "" : " AND course_id = ?";
    const rows = db
      .prepare<string[], [number, string]>(
        `SELECT rowid, date FROM tasks WHERE user_id = ? AND date >= ? AND date <= ?${course} ORDER BY ${TASK_ORDER}`,
      )
      .raw(true)
      .all(userId, q.range.from, q.range.to, ...(q.courseId === null ? [] : [q.courseId]));
    const keep: number[] = [];
    const counts: Record<string, number> = {};
    for (const [rowid, date] of rows) {
      const n = (counts[date] ?? 0) + 1;
      counts[date] = n;
      if (n <= q.perDay || inRange(date, q.whole)) keep.push(rowid);
    }
    return { keep, counts };
  };

  const tasks = (userId: string, q: CalendarDaysQuery) => {
    const wanted = (q.kind === null || q.kind === "task") && (q.courseId === null || q.courseIds.includes(q.courseId));
    if (!wanted) return { rows: [], counts: {} };
    const { keep, counts } = taskRanks(userId, q);
    const rows =
      keep.length === 0
        ? []
        : db
            .prepare<
              [string, string],
              TaskValues
            >(`SELECT ${TASK_COLUMNS} FROM tasks WHERE user_id = ? AND rowid IN (SELECT value FROM json_each(?)) ORDER BY ${TASK_ORDER}`)
            .raw(true)
            .all(userId, JSON.stringify(keep))
            .map(taskFromValues);
    return { rows, counts };
  };

  return {
    async days(userId, q) {
      const eventList = events(q);
      const taskList = tasks(userId, q);
      const counts = taskList.counts;
      for (const e of eventList) counts[e.date] = (counts[e.date] ?? 0) + 1;
      return { ...firstOfDays(eventList, taskList.rows, q), counts };
    },
  };
}
