/** The player at a lesson (`/course-content/{courseId}?lesson={lessonId}`), or at its start without one. */
export function playerHref(courseId: string, lessonId?: string | null): string {
  const base = `/course-content/${encodeURIComponent(courseId)}`;
  return lessonId ? `${base}?${new URLSearchParams({ lesson: lessonId })}` : base;
}
