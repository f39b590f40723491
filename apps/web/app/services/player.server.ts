import type { Course, CourseProgress, Lesson } from "@masar/domain/course";
import { enrollmentProgress, type Enrollment } from "@masar/domain/enrollment";
import { lessonMedia } from "@masar/domain/lesson-media";
import { roleFlags, type Role } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";
import { getFileStore } from "#app/files/index.server";
import { issueIfEarned } from "#app/services/certificates/issue.server";

/** Who is asking: the session's user (id and role), or null for a visitor. Never ids from a form. */
export type Viewer = { uid: string; role: Role } | null;

/**
 * How the viewer stands towards the course: staff (its own teacher, or an admin) and enrolled students
 * open every lesson; anyone else ("none" signed in, "visitor" not) only the preview lessons.
 */
export type PlayerAccess = "staff" | "enrolled" | "none" | "visitor";

export interface PlayerCourse {
  course: Course;
  lessons: Lesson[];
  enrollment: Enrollment | null;
  access: PlayerAccess;
}

const isStaff = (viewer: Viewer, course: Course) =>
  viewer !== null && (roleFlags(viewer.role).isAdmin || course.instructorId === viewer.uid);

/**
 * The course as the player shows it to this viewer; null when it does not exist for them (missing, or
 * a draft that is not theirs to see, or an archived course they are not enrolled in), which the route answers with the 404 page.
 */
export async function openCourse(courseId: string, viewer: Viewer): Promise<PlayerCourse | null> {
  const repos = await getRepositories();
  const opened = await courseAccess(courseId, viewer, (course) => repos.lessons.listByCourse(course.id));
  return opened && { ...opened, lessons: opened.extra };
}

/**
 * One lesson of the course with the viewer's access to the course, under openCourse's rules, without
 * reading the whole lesson list: what a write to one lesson (a saved answer) needs. Null as openCourse,
 * or when the course has no such lesson.
 */
export async function openLesson(
  courseId: string,
  lessonId: string,
  viewer: Viewer,
): Promise<(Omit<PlayerCourse, "lessons"> & { lesson: Lesson }) | null> {
  const repos = await getRepositories();
  const opened = await courseAccess(courseId, viewer, (course) => repos.lessons.get(course.id, lessonId));
  if (!opened?.extra) return null;
  const { extra: lesson, ...rest } = opened;
  return { ...rest, lesson };
}

/** The course, the viewer's enrolment and access, and what `read` gives, read beside the enrolment. */
async function courseAccess<T>(courseId: string, viewer: Viewer, read: (course: Course) => Promise<T>) {
  const repos = await getRepositories();
  const course = await repos.courses.getById(courseId);
  if (!course) return null;
  const staff = isStaff(viewer, course);
  if (course.status === "draft" && !staff) return null;
  const [extra, enrollment] = await Promise.all([
    read(course),
    viewer ? repos.enrollments.get(viewer.uid, course.id) : Promise.resolve(null),
  ]);
  // An archived course stays open to its students (nothing they paid for disappears), to nobody new.
  if (course.status === "archived" && !staff && !enrollment) return null;
  const access: PlayerAccess = staff ? "staff" : enrollment ? "enrolled" : viewer ? "none" : "visitor";
  return { course, enrollment, access, extra };
}

/** Whether this viewer may open this lesson's content. */
export function mayOpen(access: PlayerAccess, lesson: Pick<Lesson, "preview">): boolean {
  return access === "staff" || access === "enrolled" || lesson.preview;
}

/** The enrolled student's progress over the lessons the course has now; null for anyone else. */
export function progressOf(player: PlayerCourse): CourseProgress | null {
  return player.enrollment
    ? enrollmentProgress(
        player.enrollment,
        player.lessons.map((l) => l.id),
      )
    : null;
}

/** Notes that the enrolled student opened the lesson ("continue where you left off"). */
export async function recordVisit(viewer: Viewer, player: PlayerCourse, lessonId: string) {
  if (!viewer || player.access !== "enrolled") return;
  await (await getRepositories()).enrollments.recordVisit(viewer.uid, player.course.id, lessonId);
}

export async function videoPosition(viewer: Viewer, player: PlayerCourse, lessonId: string): Promise<number | null> {
  if (!viewer || player.access !== "enrolled") return null;
  const position = await (await getRepositories()).enrollments.getPosition(viewer.uid, player.course.id, lessonId);
  return position?.seconds ?? null;
}

export type LessonChange = "done" | "forbidden" | "notFound";

/**
 * Marks a lesson complete or not for an enrolled student. Staff and others have no progress to keep,
 * and a quiz lesson is completed by passing it: "forbidden". An unknown course or lesson: "notFound".
 */
export async function setLessonComplete(
  viewer: Viewer,
  courseId: string,
  lessonId: string,
  complete: boolean,
): Promise<LessonChange> {
  const player = await openCourse(courseId, viewer);
  const lesson = player?.lessons.find((l) => l.id === lessonId);
  if (!player || !lesson) return "notFound";
  // A quiz lesson is completed by a passed attempt (services/practice), never by hand.
  if (!viewer || player.access !== "enrolled" || lesson.kind === "quiz") return "forbidden";
  const repos = await getRepositories();
  const result = complete
    ? await repos.enrollments.completeLesson(viewer.uid, courseId, lessonId)
    : await repos.enrollments.uncompleteLesson(viewer.uid, courseId, lessonId);
  // The last lesson completed earns the certificate (once; a lesson unmarked later keeps it).
  if (result && complete) await issueIfEarned(viewer.uid, courseId);
  return result ? "done" : "notFound";
}

/** Saves the enrolled student's place in a video; false when there is nothing to save it for. */
export async function saveVideoPosition(viewer: Viewer, courseId: string, lessonId: string, seconds: number) {
  if (!viewer) return false;
  return (await getRepositories()).enrollments.savePosition(viewer.uid, courseId, lessonId, seconds);
}

export type LessonFile =
  | { kind: "file"; key: string; size: number; contentType: string; extension: string; lesson: Lesson }
  | { kind: "forbidden" }
  | { kind: "notFound" };

/** A lesson's stored file, after the same access check as the lesson page. */
export async function lessonFile(viewer: Viewer, courseId: string, lessonId: string): Promise<LessonFile> {
  const player = await openCourse(courseId, viewer);
  const lesson = player?.lessons.find((l) => l.id === lessonId);
  if (!player || !lesson) return { kind: "notFound" };
  if (!mayOpen(player.access, lesson)) return { kind: "forbidden" };
  const media = lesson.kind === "text" ? null : lessonMedia(lesson.content);
  if (media?.type !== "stored") return { kind: "notFound" };
  const stat = await (await getFileStore()).stat(media.key);
  if (!stat) return { kind: "notFound" };
  return {
    kind: "file",
    key: media.key,
    size: stat.size,
    contentType: stat.type.contentType,
    extension: stat.type.extension,
    lesson,
  };
}
