/**
 * The calendar's ports (decision 014), beside the other repository ports in ./ports.ts, which re-exports
 * them: each user's own tasks and exam plans, teachers' dated course events, each user's calendar
 * settings (private feed token, Hijri dates, the week's first day) and the log that makes every reminder go out once.
 */
import type { WeekStart } from "@masar/domain/calendar-date";
import type { CalendarDays, CalendarDaysQuery } from "@masar/domain/calendar-days";
import type { CourseEvent, CourseEventInput, CourseEventUpdate, DateRange } from "@masar/domain/course-event";
import type { NewTask, Task } from "@masar/domain/task";

export interface CourseEventRepository {
  /** Throws on invalid input (zod). Does not check that the course exists: the service does. */
  create(input: CourseEventInput): Promise<CourseEvent>;
  get(id: string): Promise<CourseEvent | null>;
  /** The course never changes. Null when there is no such event; throws on invalid input. */
  update(id: string, patch: CourseEventUpdate): Promise<CourseEvent | null>;
  /** False when there was no such event. */
  delete(id: string): Promise<boolean>;
  /**
   * A course's events, optionally only those dated within the range. Ordered by date, then all-day
   * before timed, then time, then creation.
   */
  listByCourse(courseId: string, range?: DateRange): Promise<CourseEvent[]>;
  /** The events of any of the courses dated within the range, in the same order. No ids, no events. */
  listByCourses(courseIds: readonly string[], range: DateRange): Promise<CourseEvent[]>;
  /** Every course's events dated `date`, in the same order (the evening reminders). */
  listOn(date: string): Promise<CourseEvent[]>;
  /** Removes every event of the course (the course was deleted); returns how many went. */
  deleteByCourse(courseId: string): Promise<number>;
}

/** What one calendar page shows, read at once across the enrolled courses' events and the user's own tasks. */
export interface CalendarRepository {
  /**
   * The query's days (see CalendarDaysQuery): the events of `query.courseIds` only and the tasks of
   * `userId` only, filtered, each day outside `query.whole` cut to its first `query.perDay` in calendar
   * order (date; all-day before timed; time of day, a task's being its start in Cairo; events before
   * tasks; then events by creation and id, tasks by creation and id), and every day's full count. Done
   * and overdue items count and rank like the others.
   */
  days(userId: string, query: CalendarDaysQuery): Promise<CalendarDays>;
}

export interface CalendarSettings {
  userId: string;
  /** The secret in the user's private iCalendar URL: 43 url-safe characters, 256 random bits. */
  feedToken: string;
  /** Show the Hijri (Umm al-Qura) date beside each Gregorian date. */
  hijri: boolean;
  /** The first day of the calendar's weeks (month grid, week view, the plan's days off): Saturday unless picked. */
  weekStart: WeekStart;
}

export interface CalendarSettingsRepository {
  /** The user's settings, created (new token, Hijri off, weeks from Saturday) on first use. */
  get(userId: string): Promise<CalendarSettings>;
  /** Replaces the feed token: the old one resolves to no one from then on. Returns the new settings. */
  regenerateToken(userId: string): Promise<CalendarSettings>;
  /**
   * Changes the given choices at once (one write), creating the settings first when needed. Throws on a
   * first day that is not Saturday, Sunday or Monday (6, 0, 1), changing nothing.
   */
  update(userId: string, patch: Partial<Pick<CalendarSettings, "hijri" | "weekStart">>): Promise<CalendarSettings>;
  /** The user whose feed the token opens; null for an unknown or replaced token. */
  userByToken(token: string): Promise<string | null>;
}

export interface ReminderLogRepository {
  /**
   * Claims the right to send reminder `key` (e.g. "event:<id>:<date>") to the user: true for exactly
   * one caller, whichever process it runs in (a unique key in the store), false for every later one.
   */
  claim(userId: string, key: string): Promise<boolean>;
}

interface TaskRange {
  /** First date, inclusive, "YYYY-MM-DD". */
  from: string;
  /** Last date, inclusive. */
  to: string;
}

type TaskUpdate = Partial<Omit<NewTask, "userId">> & { done?: boolean };

/** What an exam plan was made with, kept so that "re-plan from today" needs no new input. */
interface ExamPlanSettings {
  /** "YYYY-MM-DD". */
  examDate: string;
  perDay: number;
  /** Sunday 0 … Saturday 6. */
  offDays: number[];
}

export interface ExamPlanRecord extends ExamPlanSettings {
  userId: string;
  courseId: string;
  updatedAt: Date;
}

export interface TaskRepository {
  create(input: NewTask): Promise<Task>;
  get(userId: string, id: string): Promise<Task | null>;
  /** The user's tasks dated within the range, by date then creation. */
  listByUser(userId: string, range: TaskRange): Promise<Task[]>;
  /** Every user's not-done tasks dated `date`, by creation (the morning reminders). */
  listOpenOn(date: string): Promise<Task[]>;
  /**
   * An exam plan: removes the user's not-done tasks that link a lesson of the course and adds these
   * (linked to the course), and keeps the plan's settings when given (replacing the course's earlier
   * ones), in one transaction. Done ones stay. Returns the added tasks in input order.
   */
  replaceLessonTasks(
    userId: string,
    courseId: string,
    tasks: Omit<NewTask, "userId" | "courseId">[],
    plan?: ExamPlanSettings,
  ): Promise<Task[]>;
  /** The user's kept exam-plan settings (one per course), ordered by course id; never another user's. */
  listExamPlans(userId: string): Promise<ExamPlanRecord[]>;
  update(userId: string, id: string, patch: TaskUpdate): Promise<Task | null>;
  delete(userId: string, id: string): Promise<boolean>;
}
