import { addDays } from "@masar/domain/calendar-date";
import type { CourseEventInput } from "@masar/domain/course-event";
import type { NewTask } from "@masar/domain/task";

/**
 * Each published demo course's calendar, dated from the day the demo is seeded so the calendar is
 * never empty: a live session and a deadline this week, a quiz next week, the midterm next month.
 * The spread depends on the course's place in the catalogue, so courses do not all fall on one day.
 */
export function demoCourseEvents(courseId: string, index: number, today: string): CourseEventInput[] {
  const shift = index % 3;
  return [
    {
      courseId,
      kind: "live",
      title: { ar: "جلسة مباشرة: أسئلة وأجوبة", en: "Live session: questions and answers" },
      date: addDays(today, 1 + shift),
      time: "19:00",
    },
    {
      courseId,
      kind: "deadline",
      title: { ar: "تسليم الواجب الأول", en: "Assignment 1 due" },
      date: addDays(today, 2 + shift),
    },
    {
      courseId,
      kind: "quiz",
      title: { ar: "اختبار قصير ١", en: "Quiz 1" },
      date: addDays(today, 8 + shift),
      time: "10:00",
    },
    {
      courseId,
      kind: "exam",
      title: { ar: "امتحان منتصف الفصل", en: "Midterm exam" },
      date: addDays(today, 33 + shift),
      time: "09:00",
    },
  ];
}

/** The demo student's own tasks: one today, one later this week. */
export function demoTasks(userId: string, courseId: string | null, today: string): NewTask[] {
  return [
    { userId, title: "مراجعة ملخص المحاضرة", notes: "الفصل الثاني", date: today, courseId },
    { userId, title: "Form a study group", date: addDays(today, 3) },
  ];
}
