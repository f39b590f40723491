import { toCsv } from "@masar/domain/csv";
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

export interface LearnersCsvLabels {
  name: string;
  email: string;
  enrolledAt: string;
  completedLessons: string;
  totalLessons: string;
  progress: string;
  lastActivity: string;
}

/**
 * The learners as CSV: UTF-8 with a byte-order mark (Excel then shows Arabic instead of mojibake),
 * CRLF line ends, dates as ISO days (every spreadsheet reads them, in any locale).
 */
export function learnersCsv(learners: readonly Learner[], labels: LearnersCsvLabels): string {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const rows = [
    [
      labels.name,
      labels.email,
      labels.enrolledAt,
      labels.completedLessons,
      labels.totalLessons,
      labels.progress,
      labels.lastActivity,
    ],
    ...learners.map((l) => [
      l.name,
      l.email,
      day(l.enrolledAt),
      l.progress.completedLessons,
      l.progress.totalLessons,
      l.percent,
      day(l.lastActivity),
    ]),
  ];
  return toCsv(rows);
}
