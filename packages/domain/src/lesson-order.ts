/**
 * Whether `proposed` is a new order of exactly the course's lessons: every current lesson once, nothing
 * else. Both data adapters check it before they rewrite positions, so a stale or forged list (a lesson
 * added or removed in another tab, an id from another course) changes nothing.
 */
export function isLessonOrder(current: readonly string[], proposed: readonly string[]): boolean {
  if (proposed.length !== current.length) return false;
  const remaining = new Set(current);
  if (remaining.size !== current.length) return false;
  for (const id of proposed) {
    if (!remaining.delete(id)) return false;
  }
  return true;
}
