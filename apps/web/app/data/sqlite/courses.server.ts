import { randomUUID } from "node:crypto";
import { type z } from "zod";
import { tagsFromStored, type Course, type CourseStatus, type Faculty, type Level } from "@masar/domain/course";
import { courseInputSchema } from "@masar/domain/course-schema";
import type { CourseRepository } from "../ports";
import { parseJson } from "./columns";
import type { Db, SqliteContext } from "./context.server";

/** A row of `courses` (migrations.ts); the CHECK constraints guarantee the enumerations. */
export interface CourseRow {
  id: string;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  instructor_id: string;
  instructor_ar: string;
  instructor_en: string;
  faculty: Faculty;
  level: Level;
  category: string;
  image: string;
  tags: string;
  price: number;
  status: CourseStatus;
  lessons_count: number;
  created_at: number;
  updated_at: number;
}

export function courseFromRow(r: CourseRow): Course {
  return {
    id: r.id,
    title: { ar: r.title_ar, en: r.title_en },
    description: { ar: r.description_ar, en: r.description_en },
    instructorId: r.instructor_id,
    instructor: { ar: r.instructor_ar, en: r.instructor_en },
    faculty: r.faculty,
    level: r.level,
    category: r.category,
    image: r.image,
    tags: tagsFromStored(parseJson(r.tags)),
    price: r.price,
    status: r.status,
    lessonsCount: r.lessons_count,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

type CourseColumns = Omit<CourseRow, "id" | "lessons_count" | "created_at" | "updated_at">;

/** A validated course as the columns of the courses table. */
function courseColumns(c: z.output<typeof courseInputSchema>): CourseColumns {
  return {
    title_ar: c.title.ar,
    title_en: c.title.en,
    description_ar: c.description.ar,
    description_en: c.description.en,
    instructor_id: c.instructorId,
    instructor_ar: c.instructor.ar,
    instructor_en: c.instructor.en,
    faculty: c.faculty,
    level: c.level,
    category: c.category,
    image: c.image,
    tags: JSON.stringify(c.tags),
    price: c.price,
    status: c.status,
  };
}

/** The course, for the other repositories that check one exists or read its lessonsCount. */
export function courseById(db: Db, id: string): Course | null {
  const row = db.prepare<[string], CourseRow>("SELECT * FROM courses WHERE id = ?").get(id);
  return row ? courseFromRow(row) : null;
}

export function createCourseRepository({
  db,
  stamp,
  coursesChanged,
  onCoursesChanged,
}: SqliteContext): CourseRepository {
  const list = (where: string, ...params: string[]) =>
    db
      .prepare<string[], CourseRow>(`SELECT * FROM courses ${where} ORDER BY created_at DESC`)
      .all(...params)
      .map(courseFromRow);
  const insert = db.prepare<CourseColumns & { id: string; t: number }>(
    `INSERT INTO courses (id, title_ar, title_en, description_ar, description_en, instructor_id, instructor_ar,
      instructor_en, faculty, level, category, image, tags, price, status, lessons_count, created_at, updated_at)
     VALUES (@id, @title_ar, @title_en, @description_ar, @description_en, @instructor_id, @instructor_ar,
      @instructor_en, @faculty, @level,
      @category, @image, @tags, @price, @status, 0, @t, @t)`,
  );
  const update = db.prepare<CourseColumns & { id: string; t: number }>(
    `UPDATE courses SET title_ar = @title_ar, title_en = @title_en, description_ar = @description_ar,
      description_en = @description_en, instructor_id = @instructor_id, instructor_ar = @instructor_ar,
      instructor_en = @instructor_en, faculty = @faculty,
      level = @level, category = @category, image = @image, tags = @tags, price = @price, status = @status, updated_at = @t
     WHERE id = @id`,
  );
  // The snapshot is dropped on every change event and read again by the next call that needs it.
  let snapshot: readonly Course[] | null = null;
  onCoursesChanged(() => (snapshot = null));
  return {
    async listPublished() {
      return list("WHERE status = 'published'");
    },
    async publishedSnapshot() {
      snapshot ??= Object.freeze(list("WHERE status = 'published'"));
      return snapshot;
    },
    watchPublished(onChange) {
      return onCoursesChanged(onChange);
    },
    async listAll() {
      return list("");
    },
    async getById(id) {
      return courseById(db, id);
    },
    async listByInstructor(instructorId) {
      return list("WHERE instructor_id = ?", instructorId);
    },
    async create(input) {
      const id = randomUUID();
      insert.run({ ...courseColumns(courseInputSchema.parse(input)), id, t: stamp() });
      coursesChanged();
      return courseById(db, id)!;
    },
    async update(id, patch) {
      const current = courseById(db, id);
      if (!current) return null;
      update.run({ ...courseColumns(courseInputSchema.parse({ ...current, ...patch })), id, t: stamp() });
      coursesChanged();
      return courseById(db, id);
    },
    async renameInstructor(instructorId, name) {
      const changed = db
        .prepare<{ id: string; ar: string; en: string; t: number }>(
          `UPDATE courses SET instructor_ar = @ar, instructor_en = @en, updated_at = @t
           WHERE instructor_id = @id AND (instructor_ar <> @ar OR instructor_en <> @en)`,
        )
        .run({ id: instructorId, ar: name.ar, en: name.en, t: stamp() }).changes;
      if (changed > 0) coursesChanged();
      return changed;
    },
    async delete(id) {
      const deleted = db.prepare("DELETE FROM courses WHERE id = ?").run(id).changes > 0;
      if (deleted) coursesChanged();
      return deleted;
    },
    async counts() {
      return db
        .prepare<
          [],
          { courses: number; instructors: number }
        >("SELECT COUNT(*) AS courses, COUNT(DISTINCT instructor_id) AS instructors FROM courses WHERE status = 'published'")
        .get()!;
    },
  };
}
