import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Lesson, LessonKind } from "@masar/domain/course";
import { lessonInputSchema } from "@masar/domain/course-schema";
import { isLessonOrder } from "@masar/domain/lesson-order";
import type { LessonRepository } from "../ports";
import { flag } from "./columns";
import type { SqliteContext } from "./context.server";
import { courseById } from "./courses.server";

/** A row of `lessons`. */
interface LessonRow {
  id: string;
  course_id: string;
  position: number;
  title_ar: string;
  title_en: string;
  section_ar: string | null;
  section_en: string | null;
  kind: LessonKind;
  content: string;
  body_ar: string;
  body_en: string;
  duration_minutes: number;
  preview: 0 | 1;
}

function lessonFromRow(r: LessonRow): Lesson {
  return {
    id: r.id,
    courseId: r.course_id,
    position: r.position,
    title: { ar: r.title_ar, en: r.title_en },
    section: r.section_ar === null && r.section_en === null ? null : { ar: r.section_ar ?? "", en: r.section_en ?? "" },
    kind: r.kind,
    content: r.content,
    body: { ar: r.body_ar, en: r.body_en },
    durationMinutes: r.duration_minutes,
    preview: r.preview === 1,
  };
}

type LessonColumns = Pick<
  LessonRow,
  | "title_ar"
  | "title_en"
  | "section_ar"
  | "section_en"
  | "kind"
  | "content"
  | "body_ar"
  | "body_en"
  | "duration_minutes"
  | "preview"
>;

function lessonColumns(l: z.output<typeof lessonInputSchema>): LessonColumns {
  return {
    title_ar: l.title.ar,
    title_en: l.title.en,
    section_ar: l.section?.ar ?? null,
    section_en: l.section?.en ?? null,
    kind: l.kind,
    content: l.content,
    body_ar: l.body.ar,
    body_en: l.body.en,
    duration_minutes: l.durationMinutes,
    preview: flag(l.preview),
  };
}

export function createLessonRepository({ db, stamp, coursesChanged }: SqliteContext): LessonRepository {
  /** Runs a write, then tells the catalogue snapshot (a course's lessons are part of it). */
  const changing = <T>(write: () => T): T => {
    const result = write();
    coursesChanged();
    return result;
  };
  const get = (courseId: string, lessonId: string) => {
    const row = db
      .prepare<[string, string], LessonRow>("SELECT * FROM lessons WHERE course_id = ? AND id = ?")
      .get(courseId, lessonId);
    return row ? lessonFromRow(row) : null;
  };
  const idsOf = (courseId: string) =>
    db
      .prepare<[string], { id: string }>("SELECT id FROM lessons WHERE course_id = ? ORDER BY position")
      .all(courseId)
      .map((r) => r.id);
  const bumpCount = db.prepare<{ id: string; by: number; t: number }>(
    "UPDATE courses SET lessons_count = lessons_count + @by, updated_at = @t WHERE id = @id",
  );

  return {
    async listByCourse(courseId) {
      return db
        .prepare<[string], LessonRow>("SELECT * FROM lessons WHERE course_id = ? ORDER BY position")
        .all(courseId)
        .map(lessonFromRow);
    },
    async get(courseId, lessonId) {
      return get(courseId, lessonId);
    },
    async add(courseId, input) {
      const columns = lessonColumns(lessonInputSchema.parse(input));
      return changing(
        db.transaction(() => {
          if (!courseById(db, courseId)) return null;
          const id = randomUUID();
          db.prepare<LessonColumns & { id: string; course_id: string; position: number }>(
            `INSERT INTO lessons (id, course_id, position, title_ar, title_en, section_ar, section_en, kind, content,
               body_ar, body_en, duration_minutes, preview)
             VALUES (@id, @course_id, @position, @title_ar, @title_en, @section_ar, @section_en, @kind, @content,
               @body_ar, @body_en, @duration_minutes, @preview)`,
          ).run({ ...columns, id, course_id: courseId, position: idsOf(courseId).length });
          bumpCount.run({ id: courseId, by: 1, t: stamp() });
          return get(courseId, id);
        }),
      );
    },
    async update(courseId, lessonId, patch) {
      const current = get(courseId, lessonId);
      if (!current) return null;
      const columns = lessonColumns(lessonInputSchema.parse({ ...current, ...patch }));
      db.prepare<LessonColumns & { id: string }>(
        `UPDATE lessons SET title_ar = @title_ar, title_en = @title_en, section_ar = @section_ar,
          section_en = @section_en, kind = @kind, content = @content, body_ar = @body_ar, body_en = @body_en,
          duration_minutes = @duration_minutes, preview = @preview WHERE id = @id`,
      ).run({ ...columns, id: lessonId });
      coursesChanged();
      return get(courseId, lessonId);
    },
    async remove(courseId, lessonId) {
      return changing(
        db.transaction(() => {
          const lesson = get(courseId, lessonId);
          if (!lesson) return false;
          db.prepare("DELETE FROM lessons WHERE id = ?").run(lessonId);
          db.prepare("UPDATE lessons SET position = position - 1 WHERE course_id = ? AND position > ?").run(
            courseId,
            lesson.position,
          );
          bumpCount.run({ id: courseId, by: -1, t: stamp() });
          return true;
        }),
      );
    },
    async reorder(courseId, lessonIds) {
      return changing(
        db.transaction(() => {
          if (!isLessonOrder(idsOf(courseId), lessonIds)) return false;
          const set = db.prepare("UPDATE lessons SET position = ? WHERE id = ?");
          lessonIds.forEach((id, i) => set.run(i, id));
          return true;
        }),
      );
    },
  };
}
