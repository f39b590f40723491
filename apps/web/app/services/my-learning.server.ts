import { openToEnrolled, progressPercent, type Lesson } from "@masar/domain/course";
import { enrollmentProgress } from "@masar/domain/enrollment";
import type { LocalizedText } from "@masar/domain/locale";
import { getRepositories } from "#app/repositories.server";
import { toSummary, type CourseSummary } from "./catalogue.server";
import { nextLessonOf, studyState } from "./enrollment.server";
import { transfersUnderReview } from "./payment-review.server";
import { resumeLesson } from "@masar/domain/next-lesson";

/** A lesson as the learning screens name it: its place in the course and both titles. */
export interface LessonPointer {
  id: string;
  /** 1-based place in the course's order. */
  number: number;
  title: LocalizedText;
}

export interface LearningItem {
  course: CourseSummary & { progress: NonNullable<CourseSummary["progress"]> };
  percent: number;
  completed: boolean;
  /** The next unfinished lesson; null once every lesson is done. */
  next: LessonPointer | null;
  /** Where Continue/Review opens the player (the next lesson, else the last one opened, else the first). */
  open: LessonPointer | null;
  /** The enrolment's last activity (enrolling, opening or completing a lesson). */
  lastActive: Date;
  /** The lesson the student last opened, when it still exists. */
  last: LessonPointer | null;
}

export interface MyLearning {
  /** Unfinished courses, most recently studied first. */
  inProgress: LearningItem[];
  /** Finished courses, most recently studied first. */
  completed: LearningItem[];
  /** "Continue where you left off": the most recently studied unfinished course in which a lesson was opened. */
  resume: { item: LearningItem; lesson: LessonPointer } | null;
}

function pointer(lessons: readonly Lesson[], lesson: Lesson | null | undefined): LessonPointer | null {
  if (!lesson) return null;
  return { id: lesson.id, number: lessons.indexOf(lesson) + 1, title: lesson.title };
}

/**
 * A student's enrolled courses with progress, for My Learning and the home page. Courses that were
 * unpublished or deleted after enrolling are left out (nobody can study them); archived ones stay, as
 * what a student paid for must. One read of the
 * enrolments, then each course and its lessons: a student has a handful of courses, not thousands.
 */
export async function myLearning(userId: string): Promise<MyLearning> {
  const repos = await getRepositories();
  const enrollments = await repos.enrollments.listByUser(userId);
  const items = (
    await Promise.all(
      enrollments.map(async (enrollment): Promise<LearningItem | null> => {
        const course = await repos.courses.getById(enrollment.courseId);
        if (!course || !openToEnrolled(course.status)) return null;
        const lessons = await repos.lessons.listByCourse(course.id);
        // Only completions of lessons that still exist count (a removed lesson leaves its completion behind).
        const progress = enrollmentProgress(
          enrollment,
          lessons.map((l) => l.id),
        );
        const percent = progressPercent(progress);
        const state = studyState(enrollment);
        return {
          course: { ...toSummary(course, progress), progress },
          percent,
          completed: percent >= 100,
          next: pointer(lessons, nextLessonOf(lessons, enrollment)),
          open: pointer(lessons, resumeLesson(lessons, state)),
          lastActive: enrollment.updatedAt,
          last: pointer(
            lessons,
            lessons.find((l) => l.id === state.lastLessonId),
          ),
        };
      }),
    )
  ).filter((item): item is LearningItem => item !== null);

  // The store lists enrolments most recently active first; sort again so the order never depends on it.
  items.sort((a, b) => b.lastActive.getTime() - a.lastActive.getTime());
  const inProgress = items.filter((i) => !i.completed);
  // Picked up where they left off: the last lesson opened while unfinished, else the lesson after it.
  const recent = inProgress.find((i) => i.last !== null && i.open !== null);
  return {
    inProgress,
    completed: items.filter((i) => i.completed),
    resume: recent?.open ? { item: recent, lesson: recent.open } : null,
  };
}

/** A course the student paid for by transfer, waiting for an admin: My Learning lists it apart. */
export interface UnderReviewItem {
  courseId: string;
  title: LocalizedText;
  sentAt: Date;
}

/** The student's courses whose transfer is under review, newest first (courses gone since are left out). */
export async function coursesUnderReview(userId: string): Promise<UnderReviewItem[]> {
  const repos = await getRepositories();
  const items = await Promise.all(
    (await transfersUnderReview(userId)).map(async (payment): Promise<UnderReviewItem | null> => {
      const course = await repos.courses.getById(payment.courseId);
      return course ? { courseId: course.id, title: course.title, sentAt: payment.createdAt } : null;
    }),
  );
  return items.filter((item): item is UnderReviewItem => item !== null);
}
