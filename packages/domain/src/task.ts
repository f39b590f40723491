import { z } from "./zod";
import { isoDateSchema } from "./date-schema";

export const TASK_KINDS = ["study", "deadline"] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const newTaskSchema = z
  .object({
    userId: z.string().min(1),
    title: z.string().trim().min(1, "validation.required").max(200),
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

export interface Task {
  id: string;
  userId: string;
  title: string;
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
