/** The player at a lesson (`/course-content/{courseId}?lesson={lessonId}`), or at its start without one. */
export function playerHref(courseId: string, lessonId?: string | null): string {
  const base = `/course-content/${encodeURIComponent(courseId)}`;
  return lessonId ? `${base}?${new URLSearchParams({ lesson: lessonId })}` : base;
}

/** A quiz lesson's practice page (`/practice/{courseId}/{lessonId}`), with its query if any. */
export function practiceHref(courseId: string, lessonId: string, search?: Record<string, string>): string {
  const base = `/practice/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}`;
  return search ? `${base}?${new URLSearchParams(search)}` : base;
}
