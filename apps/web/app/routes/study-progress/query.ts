/** The page's links keep the view, date and filters, changing only what is given. */
export function calendarHref(
  current: { view: string | null; date: string; courseId: string | null; kind: string | null },
  change: Partial<{ view: string | null; date: string; courseId: string | null; kind: string | null; edit: string }>,
  hash?: string,
) {
  const next = { ...current, ...change };
  const q = new URLSearchParams();
  if (next.view) q.set("view", next.view);
  q.set("date", next.date);
  if (next.courseId) q.set("course", next.courseId);
  if (next.kind) q.set("kind", next.kind);
  if (change.edit) q.set("edit", change.edit);
  return `/study-progress?${q.toString()}${hash ? `#${hash}` : ""}`;
}
