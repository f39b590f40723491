import { z } from "./zod";
import { isoDateSchema } from "./date-schema";
import type { Locale } from "./locale";

export const TASK_KINDS = ["study", "deadline"] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const newTaskSchema = z
  .object({
    userId: z.string().min(1),
    title: z.string().trim().min(1, "validation.required").max(200),
    /** The title in each language it exists in (an exam plan's task: its lesson's); none for a task the student wrote. */
    titles: z
      .object({ ar: z.string().trim().min(1).max(200).optional(), en: z.string().trim().min(1).max(200).optional() })
      .default({}),
    notes: z.string().trim().max(2000).default(""),
    kind: z.enum(TASK_KINDS).default("study"),
    courseId: z.string().nullable().default(null),
    /** The lesson an exam plan scheduled (with its course); completing the lesson completes the task. */
    lessonId: z.string().min(1).nullable().default(null),
    allDay: z.boolean().default(true),
    /** All-day tasks: a date. */
    date: isoDateSchema,
    /** Timed tasks: start and end instants. */
    startsAt: z.date().nullable().default(null),
    endsAt: z.date().nullable().default(null),
  })
  .refine((t) => t.allDay || (t.startsAt && t.endsAt && t.endsAt >= t.startsAt), "validation.taskTimes");
export type NewTask = z.input<typeof newTaskSchema>;

/** A task's title per language; either may be missing (decision 006's way, as notifications keep theirs). */
export type TaskTitles = Partial<Record<Locale, string>>;

export interface Task {
  id: string;
  userId: string;
  /** What the student typed, or for a plan task the default language's title: what a reader sees when `titles` lacks theirs. */
  title: string;
  titles: TaskTitles;
  notes: string;
  kind: TaskKind;
  courseId: string | null;
  lessonId: string | null;
  allDay: boolean;
  date: string;
  startsAt: Date | null;
  endsAt: Date | null;
  done: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The title a reader of `locale` sees: theirs when the task has it, else `title`. */
export function taskTitle(task: Pick<Task, "title" | "titles">, locale: Locale): string {
  return task.titles[locale] ?? task.title;
}

/** How exam-plan tasks joined their lesson's two titles before they kept both ("فيديو: … · Video: …"). */
const JOINED_TITLES = " · ";

/**
 * The two titles of a plan task stored as one joined text by an older release, when it splits
 * unambiguously: exactly one separator with text on both sides. Null otherwise (the title stays as it is).
 * The SQLite migration that back-fills `titles` applies the same rule in SQL.
 */
export function splitJoinedTitles(title: string): Required<TaskTitles> | null {
  const at = title.indexOf(JOINED_TITLES);
  if (at < 0 || title.indexOf(JOINED_TITLES, at + 1) >= 0) return null;
  const ar = title.slice(0, at).trim();
  const en = title.slice(at + JOINED_TITLES.length).trim();
  return ar && en ? { ar, en } : null;
}
