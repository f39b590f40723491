import type { CourseCategory } from "@masar/domain/course-category";
import type { LocalizedText } from "@masar/domain/locale";
import type { CategoryRepository } from "../ports";
import { flag } from "./columns";
import type { SqliteContext } from "./context.server";

/** A row of `course_categories` (the migration "course categories"). */
interface CategoryRow {
  id: string;
  name_ar: string;
  name_en: string;
  retired: 0 | 1;
  created_at: number;
  updated_at: number;
}

const categoryFromRow = (r: CategoryRow): CourseCategory => ({
  id: r.id,
  name: { ar: r.name_ar, en: r.name_en },
  retired: r.retired === 1,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** The managed list of course categories, over `course_categories`. */
export function createCategoryRepository({ db, now }: SqliteContext): CategoryRepository {
  const get = (id: string) => {
    const row = db.prepare<[string], CategoryRow>("SELECT * FROM course_categories WHERE id = ?").get(id);
    return row ? categoryFromRow(row) : null;
  };
  const insert = (id: string, name: LocalizedText) => {
    const at = now().getTime();
    return db
      .prepare(
        `INSERT INTO course_categories (id, name_ar, name_en, retired, created_at, updated_at)
         VALUES (?, ?, ?, 0, ?, ?) ON CONFLICT (id) DO NOTHING`,
      )
      .run(id, name.ar, name.en, at, at).changes;
  };
  return {
    async list() {
      return db.prepare<[], CategoryRow>("SELECT * FROM course_categories ORDER BY id").all().map(categoryFromRow);
    },
    async get(id) {
      return get(id);
    },
    async create(id, name) {
      return insert(id, name) ? get(id) : null;
    },
    async rename(id, name) {
      db.prepare("UPDATE course_categories SET name_ar = ?, name_en = ?, updated_at = ? WHERE id = ?").run(
        name.ar,
        name.en,
        now().getTime(),
        id,
      );
      return get(id);
    },
    async setRetired(id, retired) {
      db.prepare("UPDATE course_categories SET retired = ?, updated_at = ? WHERE id = ?").run(
        flag(retired),
        now().getTime(),
        id,
      );
      return get(id);
    },
    async ensure(entries) {
      db.transaction(() => {
        for (const entry of entries) insert(entry.id, entry.name);
      })();
    },
  };
}
