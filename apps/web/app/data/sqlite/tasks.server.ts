import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { newTaskSchema, type Task, type TaskKind, type TaskTitles } from "@masar/domain/task";
import type { ExamPlanRecord, TaskRepository } from "../ports";
import { dateOrNull, flag, parseJson } from "./columns";
import type { SqliteContext } from "./context.server";

/** A row of `tasks`: all-day tasks keep a "YYYY-MM-DD" date, timed ones also their instants. */
interface TaskRow {
  id: string;
  user_id: string;
  title: string;
  /** TaskTitles as JSON, "{}" for a task the student wrote (migration 21). */
  titles: string;
  notes: string;
  kind: TaskKind;
  course_id: string | null;
  lesson_id: string | null;
  all_day: 0 | 1;
  date: string;
  starts_at: number | null;
  ends_at: number | null;
  done: 0 | 1;
  created_at: number;
  updated_at: number;
}

/** The titles column: only non-empty strings of the two languages; anything else is no title. */
function titlesOf(text: string): TaskTitles {
  if (text === "{}") return {};
  const value = parseJson(text);
  const titles: TaskTitles = {};
  if (value && typeof value === "object") {
    const { ar, en } = value as Record<string, unknown>;
    if (typeof ar === "string" && ar) titles.ar = ar;
    if (typeof en === "string" && en) titles.en = en;
  }
  return titles;
}

function taskFromRow(r: TaskRow): Task {
  return {
    id: r.id,
    userId: r.user_id,
    title: r.title,
    titles: titlesOf(r.titles),
    notes: r.notes,
    kind: r.kind,
    courseId: r.course_id,
    lessonId: r.lesson_id,
    allDay: r.all_day === 1,
    date: r.date,
    startsAt: dateOrNull(r.starts_at),
    endsAt: dateOrNull(r.ends_at),
    done: r.done === 1,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/** TaskRow's columns in a fixed order, for reads that take rows as arrays (`raw`): see taskFromValues. */
export const TASK_COLUMNS =
  "id, user_id, title, notes, kind, course_id, lesson_id, all_day, date, starts_at, ends_at, done, created_at, updated_at, titles";
export type TaskValues = [
  TaskRow["id"],
  TaskRow["user_id"],
  TaskRow["title"],
  TaskRow["notes"],
  TaskRow["kind"],
  TaskRow["course_id"],
  TaskRow["lesson_id"],
  TaskRow["all_day"],
  TaskRow["date"],
  TaskRow["starts_at"],
  TaskRow["ends_at"],
  TaskRow["done"],
  TaskRow["created_at"],
  TaskRow["updated_at"],
  TaskRow["titles"],
];

/**
 * taskFromRow for a row read as an array of TASK_COLUMNS: better-sqlite3 builds a row object column by
 * column, which cost about 2 µs a task more than the array (a month page reads up to 93 of them).
 */
export function taskFromValues(v: TaskValues): Task {
  return {
    id: v[0],
    userId: v[1],
    title: v[2],
    titles: titlesOf(v[14]),
    notes: v[3],
    kind: v[4],
    courseId: v[5],
    lessonId: v[6],
    allDay: v[7] === 1,
    date: v[8],
    startsAt: dateOrNull(v[9]),
    endsAt: dateOrNull(v[10]),
    done: v[11] === 1,
    createdAt: new Date(v[12]),
    updatedAt: new Date(v[13]),
  };
}

interface ExamPlanRow {
  user_id: string;
  course_id: string;
  exam_date: string;
  per_day: number;
  off_days: string;
  updated_at: number;
}

const examPlanFromRow = (r: ExamPlanRow): ExamPlanRecord => ({
  userId: r.user_id,
  courseId: r.course_id,
  examDate: r.exam_date,
  perDay: r.per_day,
  offDays: (JSON.parse(r.off_days) as number[]).map(Number),
  updatedAt: new Date(r.updated_at),
});

type TaskColumns = Omit<TaskRow, "id" | "done" | "created_at" | "updated_at">;

/** A validated task as the columns of the tasks table. */
function taskColumns(tk: z.output<typeof newTaskSchema>): TaskColumns {
  return {
    user_id: tk.userId,
    title: tk.title,
    titles: JSON.stringify(tk.titles),
    notes: tk.notes,
    kind: tk.kind,
    course_id: tk.courseId,
    lesson_id: tk.lessonId,
    all_day: flag(tk.allDay),
    date: tk.date,
    starts_at: tk.startsAt?.getTime() ?? null,
    ends_at: tk.endsAt?.getTime() ?? null,
  };
}

export function createTaskRepository({ db, now, stamp }: SqliteContext): TaskRepository {
  const own = (userId: string, id: string) => {
    const row = db
      .prepare<[string, string], TaskRow>("SELECT * FROM tasks WHERE id = ? AND user_id = ?")
      .get(id, userId);
    return row ? taskFromRow(row) : null;
  };
  const insert = (tk: z.output<typeof newTaskSchema>) => {
    const id = randomUUID();
    db.prepare<TaskColumns & { id: string; t: number }>(
      `INSERT INTO tasks (id, user_id, title, titles, notes, kind, course_id, lesson_id, all_day, date, starts_at, ends_at, done, created_at, updated_at)
       VALUES (@id, @user_id, @title, @titles, @notes, @kind, @course_id, @lesson_id, @all_day, @date, @starts_at, @ends_at, 0, @t, @t)`,
    ).run({ ...taskColumns(tk), id, t: stamp() });
    return id;
  };
  return {
    async create(input) {
      return own(input.userId, insert(newTaskSchema.parse(input)))!;
    },
    get: async (userId, id) => own(userId, id),
    async listOpenOn(date) {
      return db
        .prepare<[string], TaskRow>("SELECT * FROM tasks WHERE date = ? AND done = 0 ORDER BY created_at, id")
        .all(date)
        .map(taskFromRow);
    },
    async replaceLessonTasks(userId, courseId, tasks, plan) {
      const parsed = tasks.map((tk) => newTaskSchema.parse({ ...tk, userId, courseId }));
      const ids = db.transaction(() => {
        db.prepare("DELETE FROM tasks WHERE user_id = ? AND course_id = ? AND lesson_id IS NOT NULL AND done = 0").run(
          userId,
          courseId,
        );
        if (plan) {
          db.prepare(
            `INSERT INTO exam_plans (user_id, course_id, exam_date, per_day, off_days, updated_at) VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (user_id, course_id) DO UPDATE SET exam_date = excluded.exam_date, per_day = excluded.per_day,
               off_days = excluded.off_days, updated_at = excluded.updated_at`,
          ).run(userId, courseId, plan.examDate, plan.perDay, JSON.stringify(plan.offDays), now().getTime());
        }
        return parsed.map(insert);
      })();
      return ids.map((id) => own(userId, id)!);
    },
    async listExamPlans(userId) {
      return db
        .prepare<[string], ExamPlanRow>("SELECT * FROM exam_plans WHERE user_id = ? ORDER BY course_id")
        .all(userId)
        .map(examPlanFromRow);
    },
    async listByUser(userId, range) {
      return db
        .prepare<
          [string, string, string],
          TaskRow
        >("SELECT * FROM tasks WHERE user_id = ? AND date >= ? AND date <= ? ORDER BY date, created_at, id")
        .all(userId, range.from, range.to)
        .map(taskFromRow);
    },
    async update(userId, id, patch) {
      const current = own(userId, id);
      if (!current) return null;
      const { done, ...fields } = patch;
      const tk = newTaskSchema.parse({ ...current, ...fields, userId });
      db.prepare<TaskColumns & { id: string; done: 0 | 1; t: number }>(
        `UPDATE tasks SET title = @title, titles = @titles, notes = @notes, kind = @kind, course_id = @course_id, lesson_id = @lesson_id, all_day = @all_day, date = @date,
          starts_at = @starts_at, ends_at = @ends_at, done = @done, updated_at = @t WHERE id = @id AND user_id = @user_id`,
      ).run({ ...taskColumns(tk), id, done: flag(done ?? current.done), t: stamp() });
      return own(userId, id);
    },
    async delete(userId, id) {
      return db.prepare("DELETE FROM tasks WHERE id = ? AND user_id = ?").run(id, userId).changes > 0;
    },
  };
}
