import { csvTable, type CsvColumn } from "@masar/domain/csv";
import { progressPercent, type Course, type CourseProgress } from "@masar/domain/course";
import { enrollmentProgress } from "@masar/domain/enrollment";
import { getRepositories } from "#app/repositories.server";
import { courseForStaff } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";

export interface Learner {
  userId: string;
  name: string;
  email: string;
  enrolledAt: Date;
  /** Enrolling, opening, completing or un-completing a lesson. */
  lastActivity: Date;
  progress: CourseProgress;
  percent: number;
}

export type CourseLearners =
  | { ok: true; course: Course; learners: Learner[] }
  | { ok: false; reason: "missing" | "forbidden" };

/** The course's enrolled students, most recently enrolled first, with progress over today's lessons. */
export async function courseLearners(actor: Pick<Actor, "uid" | "role">, courseId: string): Promise<CourseLearners> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const repos = await getRepositories();
  const [enrollments, lessons] = await Promise.all([
    repos.enrollments.listByCourse(courseId),
    repos.lessons.listByCourse(courseId),
  ]);
  const ids = lessons.map((l) => l.id);
  const learners = await Promise.all(
    enrollments.map(async (e): Promise<Learner> => {
      const profile = await repos.users.get(e.userId);
      const progress = enrollmentProgress(e, ids);
      return {
        userId: e.userId,
        name: profile?.displayName ?? "",
        email: profile?.email ?? "",
        enrolledAt: e.enrolledAt,
        lastActivity: e.updatedAt,
        progress,
        percent: progressPercent(progress),
      };
    }),
  );
  return { ok: true, course: found.course, learners };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The export's columns, headed like the page's table; dates as ISO days (every spreadsheet reads them, in any locale). */
const LEARNER_COLUMNS: CsvColumn<Learner>[] = [
  { heading: "teaching.learners.name", cell: (l) => l.name },
  { heading: "teaching.learners.email", cell: (l) => l.email },
  { heading: "teaching.learners.enrolledAt", cell: (l) => day(l.enrolledAt) },
  { heading: "teaching.learners.completedLessons", cell: (l) => l.progress.completedLessons },
  { heading: "teaching.learners.totalLessons", cell: (l) => l.progress.totalLessons },
  { heading: "kit:progress", cell: (l) => l.percent },
  { heading: "teaching.learners.lastActivity", cell: (l) => day(l.lastActivity) },
];

/** The learners as CSV, headed in the reader's language (`say` gives a heading key's text). */
export function learnersCsv(learners: readonly Learner[], say: (key: string) => string): string {
  return csvTable(LEARNER_COLUMNS, learners, say);
}
