/**
 * Where a student picks a course up again ("Continue where you left off", the home page's next
 * lesson). Pure: it takes the course's lessons in order and the student's enrolment.
 */
export interface LessonRef {
  id: string;
}

export interface StudyState {
  completedLessonIds: readonly string[];
  /** The lesson last opened or completed; null before any (or an enrolment from before it was kept). */
  lastLessonId?: string | null;
}

/**
 * The lesson to continue with: the last lesson opened while it is unfinished; otherwise the first
 * unfinished lesson after it, then the first unfinished lesson from the start (a student may skip
 * ahead and leave gaps). Null when every lesson is done or the course has none.
 */
export function nextLesson<L extends LessonRef>(lessons: readonly L[], state: StudyState): L | null {
  const done = new Set(state.completedLessonIds);
  const lastIndex = state.lastLessonId ? lessons.findIndex((l) => l.id === state.lastLessonId) : -1;
  if (lastIndex >= 0 && !done.has(lessons[lastIndex]!.id)) return lessons[lastIndex]!;
  const unfinished = (l: L) => !done.has(l.id);
  return lessons.slice(lastIndex + 1).find(unfinished) ?? lessons.find(unfinished) ?? null;
}

/**
 * The lesson a Continue or Review button opens: the next lesson, or once everything is done the last
 * lesson opened (still in the course), else the first. Null only for a course without lessons.
 */
export function resumeLesson<L extends LessonRef>(lessons: readonly L[], state: StudyState): L | null {
  return nextLesson(lessons, state) ?? lessons.find((l) => l.id === state.lastLessonId) ?? lessons[0] ?? null;
}
