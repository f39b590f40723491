import {
  addDays,
  addMonths,
  dateInZone,
  monthGrid,
  monthOf,
  weekDates,
  type WeekStart,
} from "@masar/domain/calendar-date";
import {
  CALENDAR_ITEM_KINDS,
  MONTH_CELL_ITEMS,
  mergeCalendarItems,
  type CalendarItem,
  type CalendarItemKind,
} from "@masar/domain/calendar-items";
import type { Course } from "@masar/domain/course";
import { isoDateSchema } from "@masar/domain/date-schema";
import type { Enrollment } from "@masar/domain/enrollment";
import { localize, type Locale } from "@masar/domain/locale";
import { getRepositories } from "#app/repositories.server";
import { enrolledCourses } from "./enrolled-courses.server";
import { reviewCountsByDay } from "./review/cards.server";

export type CalendarView = "month" | "week" | "agenda";
/** The view a page shows: one of them, or, for a browser that cannot be told, month and agenda both (CSS picks). */
export type ShownView = CalendarView | "both";
const VIEWS: readonly CalendarView[] = ["month", "week", "agenda"];
/** How far the agenda looks ahead from its first day. */
const AGENDA_DAYS = 28;

export interface CalendarQuery {
  /** Null: none named in the URL; the page picks one (routes/study-progress/view-choice.server.ts). */
  view: CalendarView | null;
  date: string;
  courseId: string | null;
  kind: CalendarItemKind | null;
}

/** The page's query string, read leniently: anything malformed means the defaults, never an error. */
export function readCalendarQuery(url: URL, today: string): CalendarQuery {
  const p = url.searchParams;
  const view = VIEWS.find((v) => v === p.get("view")) ?? null;
  const date = isoDateSchema.safeParse(p.get("date"));
  const kind = CALENDAR_ITEM_KINDS.find((k) => k === p.get("kind")) ?? null;
  const course = p.get("course");
  return {
    view,
    date: date.success ? date.data : today,
    courseId: course && /^[\w-]{1,128}$/.test(course) ? course : null,
    kind,
  };
}

const courseInfo = (enrolled: { course: Course; enrollment: Enrollment }[]) =>
  enrolled.map(({ course, enrollment }) => ({
    id: course.id,
    title: course.title,
    completedLessonIds: enrollment.completedLessonIds,
  }));

/** Every item of the user's calendar dated within the range, merged and in calendar order (the feed). */
export async function calendarItems(
  userId: string,
  locale: Locale,
  range: { from: string; to: string },
  today: string,
) {
  const repos = await getRepositories();
  const enrolled = await enrolledCourses(userId);
  const [events, tasks] = await Promise.all([
    repos.courseEvents.listByCourses(
      enrolled.map((e) => e.course.id),
      range,
    ),
    repos.tasks.listByUser(userId, range),
  ]);
  return { enrolled, items: mergeCalendarItems({ events, tasks, courses: courseInfo(enrolled), locale, today }) };
}

export interface CalendarPage {
  /** The view on screen (the query's, or the default the page picked). */
  shown: ShownView;
  today: string;
  weekStart: WeekStart;
  month: string;
  weeks: string[][];
  week: string[];
  agenda: { from: string; to: string };
  /** The items on screen (the calendar port's days), in calendar order. */
  items: CalendarItem[];
  /** Days with more items than the month grid lists: how many they have. */
  dayTotals: Record<string, number>;
  /** Review questions planned per day on screen (not under a kind filter: they are no event or task). */
  reviews: Record<string, number>;
  courses: { id: string; title: string; color: number }[];
  prev: string;
  next: string;
}

/**
 * What /study-progress shows in the `shown` view: the month grid, the week or the agenda around the
 * asked date, weeks starting on the user's `weekStart` (calendar settings) in either language.
 */
export async function calendarPage(
  userId: string,
  locale: Locale,
  query: CalendarQuery,
  shown: ShownView,
  now: Date,
  weekStart: WeekStart,
): Promise<CalendarPage> {
  const today = dateInZone(now);
  const month = monthOf(query.date);
  const weeks = monthGrid(month, weekStart);
  const week = weekDates(query.date, weekStart);
  const agenda = { from: query.date, to: addDays(query.date, AGENDA_DAYS - 1) };
  const step = (dir: 1 | -1) =>
    shown === "week"
      ? addDays(query.date, 7 * dir)
      : shown === "agenda"
        ? addDays(query.date, AGENDA_DAYS * dir)
        : `${addMonths(month, dir)}-01`;
  // The month grid shows each day's first MONTH_CELL_ITEMS and the selected day whole (listed under a
  // narrow grid); the agenda's list is whole, and so are the week's seven days; "both" (a browser that
  // cannot be told) reads the grid's and the agenda's, which starts on the selected day. Only what is
  // on screen is read.
  const grid = shown === "month" || shown === "both";
  const gridRange = { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! };
  const selected = { from: query.date, to: query.date };
  const whole = shown === "week" ? { from: week[0]!, to: week.at(-1)! } : shown === "month" ? selected : agenda;
  const range = {
    from: [...(grid ? [gridRange.from] : []), ...(whole ? [whole.from] : [])].sort()[0]!,
    to: [...(grid ? [gridRange.to] : []), ...(whole ? [whole.to] : [])].sort().at(-1)!,
  };
  const enrolled = await enrolledCourses(userId);
  const repos = await getRepositories();
  const days = await repos.calendar.days(userId, {
    courseIds: enrolled.map((e) => e.course.id),
    range,
    perDay: grid ? MONTH_CELL_ITEMS : 0,
    whole,
    courseId: query.courseId,
    kind: query.kind,
  });
  const items = mergeCalendarItems({ ...days, courses: courseInfo(enrolled), locale, today });
  const reviews = query.kind ? {} : await reviewCountsByDay(userId, range, query.courseId);
  const dayTotals: Record<string, number> = {};
  if (grid) for (const [date, n] of Object.entries(days.counts)) if (n > MONTH_CELL_ITEMS) dayTotals[date] = n;
  return {
    shown,
    today,
    weekStart,
    month,
    weeks,
    week,
    agenda,
    items,
    dayTotals,
    reviews,
    courses: enrolled.map(({ course }, i) => ({ id: course.id, title: localize(course.title, locale), color: i % 6 })),
    prev: step(-1),
    next: step(1),
  };
}
