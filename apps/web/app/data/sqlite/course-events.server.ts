import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  courseEventInputSchema,
  type CourseEvent,
  type CourseEventKind,
  type DateRange,
} from "@masar/domain/course-event";
import type { CourseEventRepository } from "../ports";
import type { SqliteContext } from "./context.server";

export interface CourseEventRow {
  id: string;
  course_id: string;
  kind: CourseEventKind;
  title_ar: string;
  title_en: string;
  date: string;
  time: string | null;
  lesson_id: string | null;
  created_at: number;
  updated_at: number;
}

export function eventFromRow(r: CourseEventRow): CourseEvent {
  return {
    id: r.id,
    courseId: r.course_id,
    kind: r.kind,
    title: { ar: r.title_ar, en: r.title_en },
    date: r.date,
    time: r.time,
    lessonId: r.lesson_id,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

type EventColumns = Omit<CourseEventRow, "id" | "created_at" | "updated_at">;

function eventColumns(e: z.output<typeof courseEventInputSchema>): EventColumns {
  return {
    course_id: e.courseId,
    kind: e.kind,
    title_ar: e.title.ar,
    title_en: e.title.en,
    date: e.date,
    time: e.time,
    lesson_id: e.lessonId,
  };
}

/** Date, then all-day (NULL time) before timed, then time, then creation: the port's order. */
const ORDER = "ORDER BY date, time IS NOT NULL, time, created_at, id";

export function createCourseEventRepository({ db, stamp }: SqliteContext): CourseEventRepository {
  const get = (id: string) => {
    const row = db.prepare<[string], CourseEventRow>("SELECT * FROM course_events WHERE id = ?").get(id);
    return row ? eventFromRow(row) : null;
  };
  const inRange = (courseIds: readonly string[], range: DateRange) => {
    if (courseIds.length === 0) return [];
    const marks = courseIds.map(() => "?").join(", ");
    return db
      .prepare<string[], CourseEventRow>(
        `SELECT * FROM course_events WHERE course_id IN (${marks}) AND date >= ? AND date <= ? ${ORDER}`,
      )
      .all(...courseIds, range.from, range.to)
      .map(eventFromRow);
  };
  return {
    async create(input) {
      const e = courseEventInputSchema.parse(input);
      const id = randomUUID();
      db.prepare<EventColumns & { id: string; t: number }>(
        `INSERT INTO course_events (id, course_id, kind, title_ar, title_en, date, time, lesson_id, created_at, updated_at)
         VALUES (@id, @course_id, @kind, @title_ar, @title_en, @date, @time, @lesson_id, @t, @t)`,
      ).run({ ...eventColumns(e), id, t: stamp() });
      return get(id)!;
    },
    get: async (id) => get(id),
    async update(id, patch) {
      const current = get(id);
      if (!current) return null;
      const e = courseEventInputSchema.parse({ ...current, ...patch, courseId: current.courseId });
      db.prepare<EventColumns & { id: string; t: number }>(
        `UPDATE course_events SET kind = @kind, title_ar = @title_ar, title_en = @title_en, date = @date, time = @time,
          lesson_id = @lesson_id, updated_at = @t WHERE id = @id`,
      ).run({ ...eventColumns(e), id, t: stamp() });
      return get(id);
    },
    async delete(id) {
      return db.prepare("DELETE FROM course_events WHERE id = ?").run(id).changes > 0;
    },
    async listByCourse(courseId, range) {
      if (range) return inRange([courseId], range);
      return db
        .prepare<[string], CourseEventRow>(`SELECT * FROM course_events WHERE course_id = ? ${ORDER}`)
        .all(courseId)
        .map(eventFromRow);
    },
    async listOn(date) {
      return db
        .prepare<[string], CourseEventRow>(`SELECT * FROM course_events WHERE date = ? ${ORDER}`)
        .all(date)
        .map(eventFromRow);
    },
    listByCourses: async (courseIds, range) => inRange([...new Set(courseIds)], range),
    async deleteByCourse(courseId) {
      return db.prepare("DELETE FROM course_events WHERE course_id = ?").run(courseId).changes;
    },
  };
}
