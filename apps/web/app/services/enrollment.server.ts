import { isFree, type Course, type CourseProgress, type Lesson } from "@masar/domain/course";
import { enrollmentProgress, type Enrollment } from "@masar/domain/enrollment";
import { LOCALES, localize, type Locale } from "@masar/domain/locale";
import { nextLesson, resumeLesson } from "@masar/domain/next-lesson";
import type { NotificationTexts } from "@masar/domain/notification";
import type { Role } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";
// The server's full translator (every namespace) is registered when this module loads; the
// notification's texts are written in both languages whatever the page's language is.
import "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { notify } from "./notify.server";
import { transfersUnderReview } from "./payment-review.server";

/** Who is asking: the session's user id and role, never ids taken from a form. */
export interface Learner {
  uid: string;
  role: Role;
}

/**
 * How a person stands towards a course: a visitor, a signed-in user who is not enrolled, an enrolled
 * student, or staff (the course's own teacher, or an admin) who see every lesson without enrolling.
 */
export type CourseAccess = "visitor" | "none" | "enrolled" | "staff";

export function isStaff(learner: Learner, course: Pick<Course, "instructorId">): boolean {
  return learner.role === "admin" || course.instructorId === learner.uid;
}

export type EnrollOutcome =
  /** Enrolled now (`created`) or before; `lessonId` is where the player opens (null: no lessons yet). */
  | {
      kind: "enrolled";
      created: boolean;
      lessonId: string | null;
      title: Course["title"];
      /** The "You are enrolled" notification made now (null: enrolled before, or notifying failed). */
      notificationId?: string | null;
    }
  /** The course's teacher or an admin: nothing to enrol in, the player is theirs already. */
  | { kind: "staff"; lessonId: string | null }
  /** A priced course, not bought yet: the payment screen takes over. */
  | { kind: "paymentRequired" }
  /** No such course, or not published: nobody enrols in it. */
  | { kind: "unavailable" };

/**
 * Enrols a learner in a free course. Idempotent: a second call (a double click, a retry, ten at once)
 * finds the same enrolment and sends nothing more; only the call that created it notifies. A priced
 * course enrols only through a paid payment (the payments repository does that in its transaction).
 */
export async function enroll(learner: Learner, courseId: string): Promise<EnrollOutcome> {
  const repos = await getRepositories();
  const course = await repos.courses.getById(courseId);
  if (!course || course.status !== "published") return { kind: "unavailable" };
  const lessons = await repos.lessons.listByCourse(course.id);
  if (isStaff(learner, course)) return { kind: "staff", lessonId: lessons[0]?.id ?? null };

  const existing = await repos.enrollments.get(learner.uid, course.id);
  if (existing) return { kind: "enrolled", created: false, lessonId: openAt(lessons, existing), title: course.title };
  if (!isFree(course.price)) return { kind: "paymentRequired" };

  const { enrollment, created } = await repos.enrollments.enroll(learner.uid, course.id);
  const notificationId = created ? await tellEnrolled(learner.uid, course) : null;
  return { kind: "enrolled", created, lessonId: openAt(lessons, enrollment), title: course.title, notificationId };
}

/** The lesson the player opens for an enrolment: where the student left off, else the first. */
function openAt(lessons: readonly Lesson[], enrollment: Enrollment): string | null {
  return resumeLesson(lessons, studyState(enrollment))?.id ?? null;
}

/** The enrolment's place in the course. */
export function studyState(enrollment: Enrollment) {
  return { completedLessonIds: enrollment.completedLessonIds, lastLessonId: enrollment.lastLessonId };
}

/** "You are enrolled in …" in both languages, each with the course title in that language. */
function enrolledTexts(course: Pick<Course, "title">): NotificationTexts {
  const texts: NotificationTexts = {};
  for (const locale of LOCALES) {
    const t = fixedT(locale);
    texts[locale] = {
      title: t("enroll.notificationTitle", { title: localize(course.title, locale) }),
      body: t("enroll.notificationBody"),
    };
  }
  return texts;
}

async function tellEnrolled(userId: string, course: Course): Promise<string | null> {
  try {
    const notification = await notify({
      userId,
      localized: enrolledTexts(course),
      kind: "payments",
      type: "enrollment",
      data: { courseId: course.id },
    });
    return notification.id;
  } catch (error) {
    // The enrolment is stored and is what the student asked for; a lost notification must not turn it
    // into an error page they would retry (the retry finds the enrolment and, rightly, notifies nothing).
    console.error("[enrollment] notification failed", error);
    return null;
  }
}

/** The success toast's words, in the language of the page the student is on. */
export function enrolledToast(title: Course["title"], locale: Locale): string {
  return fixedT(locale)("enroll.enrolledToast", { title: localize(title, locale) });
}

export interface CourseStanding {
  access: CourseAccess;
  progress: CourseProgress | null;
  /** Where the Continue/Review/Go to course button opens the player; null for a course without lessons. */
  lessonId: string | null;
  /** A signed-in student's transfer for the course waits for an admin ("Payment under review"). */
  underReview: boolean;
  /**
   * An enrolled student's next lesson, its place in the course (1-based) and title: "Continue: lesson
   * N — title" opens the player there. Null for anyone else, and once every lesson is done (Review).
   */
  next: { number: number; title: Lesson["title"] } | null;
}

/** The course page's view of one person: their access, progress and the lesson to open. */
export async function courseStanding(
  learner: Learner | null,
  course: Course,
  lessons: readonly Lesson[],
): Promise<CourseStanding> {
  const first = lessons[0]?.id ?? null;
  if (!learner) return { access: "visitor", progress: null, lessonId: first, underReview: false, next: null };
  const enrollment = await (await getRepositories()).enrollments.get(learner.uid, course.id);
  if (enrollment) {
    const next = nextLessonOf(lessons, enrollment);
    return {
      access: "enrolled",
      progress: enrollmentProgress(
        enrollment,
        lessons.map((l) => l.id),
      ),
      lessonId: openAt(lessons, enrollment),
      underReview: false,
      next: next ? { number: lessons.indexOf(next) + 1, title: next.title } : null,
    };
  }
  if (isStaff(learner, course)) {
    return { access: "staff", progress: null, lessonId: first, underReview: false, next: null };
  }
  const underReview = (await transfersUnderReview(learner.uid)).some((p) => p.courseId === course.id);
  return { access: "none", progress: null, lessonId: first, underReview, next: null };
}

/** The next unfinished lesson of an enrolment (the home page's "Next lesson"), null when all are done. */
export function nextLessonOf(lessons: readonly Lesson[], enrollment: Enrollment): Lesson | null {
  return nextLesson(lessons, studyState(enrollment));
}
