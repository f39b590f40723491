import type { Lesson } from "./course";
import type { LocalizedText } from "./locale";

/** Consecutive lessons that share a section; lessons without one form groups with a null section. */
export interface LessonGroup<L> {
  section: LocalizedText | null;
  lessons: L[];
}

const sameSection = (a: LocalizedText | null, b: LocalizedText | null) =>
  a === b || (a !== null && b !== null && a.ar === b.ar && a.en === b.en);

/** Groups lessons (already in order) into sections, keeping the order: a section never splits a run. */
export function groupBySection<L extends Pick<Lesson, "section">>(lessons: readonly L[]): LessonGroup<L>[] {
  const groups: LessonGroup<L>[] = [];
  for (const lesson of lessons) {
    const last = groups.at(-1);
    if (last && sameSection(last.section, lesson.section)) last.lessons.push(lesson);
    else groups.push({ section: lesson.section, lessons: [lesson] });
  }
  return groups;
}

/** The lessons before and after the given one in the course's order. */
export function neighbours<L extends Pick<Lesson, "id">>(lessons: readonly L[], id: string) {
  const i = lessons.findIndex((l) => l.id === id);
  if (i < 0) return { previous: null, next: null };
  return { previous: lessons[i - 1] ?? null, next: lessons[i + 1] ?? null };
}

/** A video counts as watched once it plays into its last seconds (credits, a closing pause). */
export const VIDEO_END_SECONDS = 3;

export function isNearEnd(currentTime: number, duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return false;
  return currentTime >= Math.max(0, duration - VIDEO_END_SECONDS);
}

/**
 * Where to resume a video: the saved position, unless it is so near the end that resuming would show
 * nothing (then from the start).
 */
export function resumeAt(saved: number | null | undefined, duration: number): number {
  if (!saved || saved <= 0 || !Number.isFinite(saved)) return 0;
  if (Number.isFinite(duration) && duration > 0 && isNearEnd(saved, duration)) return 0;
  return saved;
}

/**
 * Which lesson the player opens without an explicit one: the student's last lesson when it still
 * exists, else the first lesson they may open (for someone without access, the first preview).
 */
export function startingLesson<L extends Pick<Lesson, "id" | "preview">>(
  lessons: readonly L[],
  lastLessonId: string | null,
  fullAccess: boolean,
): L | null {
  if (fullAccess) return lessons.find((l) => l.id === lastLessonId) ?? lessons[0] ?? null;
  return lessons.find((l) => l.preview) ?? lessons[0] ?? null;
}
