/**
 * Course categories' port (issue 39, item 16), beside the other repository ports in ./ports.ts, which
 * re-exports it. The list is small (tens of entries): every read returns all of it.
 */
import type { CourseCategory } from "@masar/domain/course-category";
import type { LocalizedText } from "@masar/domain/locale";

export interface CategoryRepository {
  /** Every category, active and retired, by id. */
  list(): Promise<CourseCategory[]>;
  /** One category by id; null when unknown. */
  get(id: string): Promise<CourseCategory | null>;
  /**
   * Adds a category under `id` (active; the adapter's clock). Null when the id is taken: nothing is
   * changed then, and the caller tries another id.
   */
  create(id: string, name: LocalizedText): Promise<CourseCategory | null>;
  /** Renames it (both languages); null when unknown. Courses keep the id, so they follow the new name. */
  rename(id: string, name: LocalizedText): Promise<CourseCategory | null>;
  /** Retires it (out of the teachers' list) or brings it back; null when unknown. */
  setRetired(id: string, retired: boolean): Promise<CourseCategory | null>;
  /**
   * Adds the entries whose ids do not exist yet, active (the demo seed's list, run at every seeding);
   * entries that exist are left as they are, renamed or retired.
   */
  ensure(entries: readonly { id: string; name: LocalizedText }[]): Promise<void>;
}
