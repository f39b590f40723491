import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { newTaskSchema, splitJoinedTitles, type NewTask, type Task, type TaskTitles } from "@masar/domain/task";
import type { ExamPlanRecord, TaskRepository } from "../ports";
import { dateOf, toDate, type FirestoreContext } from "./context.server";

/** A document of `tasks`: all-day tasks keep a "YYYY-MM-DD" date string, never a shifted timestamp. */
type TaskDoc = Omit<Task, "id">;

/** A stored `titles` map: only non-empty strings of the two languages. */
function titlesOf(value: unknown): TaskTitles {
  const titles: TaskTitles = {};
  if (value && typeof value === "object") {
    const { ar, en } = value as Record<string, unknown>;
    if (typeof ar === "string" && ar) titles.ar = ar;
    if (typeof en === "string" && en) titles.en = en;
  }
  return titles;
}

/**
 * The title and its languages. A plan task written before tasks kept `titles` has its lesson's two
 * titles joined in `title`: read split where they split unambiguously, as SQLite's migration 21 split
 * its rows (a deployment's Firestore is never migrated in one go); the next write stores them so.
 */
function titleFields(d: Record<string, unknown>): Pick<Task, "title" | "titles"> {
  const title = String(d.title ?? "");
  if (d.titles !== undefined || !d.lessonId) return { title, titles: titlesOf(d.titles) };
  const split = splitJoinedTitles(title);
  return split ? { title: split.ar, titles: split } : { title, titles: {} };
}

const taskConverter: FirestoreDataConverter<Task, TaskDoc> = {
  toFirestore: ({ id: _id, ...fields }: Task): TaskDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Task {
    const d = doc.data();
    return {
      id: doc.id,
      userId: d.userId,
      ...titleFields(d),
      notes: d.notes ?? "",
      kind: d.kind,
      courseId: d.courseId ?? null,
      lessonId: d.lessonId ?? null,
      allDay: d.allDay !== false,
      date: d.date,
      startsAt: toDate(d.startsAt),
      endsAt: toDate(d.endsAt),
      done: d.done === true,
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

/** A document of `examPlans`, id "<userId>__<courseId>": what the course's last plan was made with. */
const examPlanConverter: FirestoreDataConverter<ExamPlanRecord, ExamPlanRecord> = {
  toFirestore: (plan: ExamPlanRecord) => plan,
  fromFirestore(doc: QueryDocumentSnapshot): ExamPlanRecord {
    const d = doc.data();
    return {
      userId: d.userId,
      courseId: d.courseId,
      examDate: d.examDate,
      perDay: Number(d.perDay),
      offDays: ((d.offDays ?? []) as unknown[]).map(Number),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export function createTaskRepository(ctx: FirestoreContext): TaskRepository {
  const tasks = ctx.collection("tasks", taskConverter);
  const examPlans = ctx.collection("examPlans", examPlanConverter);
  const own = async (userId: string, id: string) => {
    const task = (await tasks.doc(id).get()).data();
    return task?.userId === userId ? task : null;
  };
  // Strictly increasing creation times, as the SQLite adapter's stamp: tasks of one day never tie.
  let last = 0;
  const stamp = () => new Date((last = Math.max(ctx.now().getTime(), last + 1)));
  const fresh = (input: NewTask): Task => {
    const t = stamp();
    return { ...newTaskSchema.parse(input), id: tasks.doc().id, done: false, createdAt: t, updatedAt: t };
  };
  return {
    async create(input) {
      const task = fresh(input);
      await tasks.doc(task.id).create(task);
      return task;
    },
    get: own,
    async listOpenOn(date) {
      const snap = await tasks.where("date", "==", date).where("done", "==", false).orderBy("createdAt").get();
      return snap.docs.map((d) => d.data());
    },
    async replaceLessonTasks(userId, courseId, input, plan) {
      const added = input.map((tk) => fresh({ ...tk, userId, courseId }));
      await ctx.db.runTransaction(async (tx) => {
        const planned = await tx.get(
          tasks.where("userId", "==", userId).where("courseId", "==", courseId).where("done", "==", false),
        );
        planned.docs.filter((d) => d.data().lessonId !== null).forEach((d) => tx.delete(d.ref));
        added.forEach((task) => tx.create(tasks.doc(task.id), task));
        if (plan) {
          const record: ExamPlanRecord = {
            userId,
            courseId,
            examDate: plan.examDate,
            perDay: plan.perDay,
            offDays: [...plan.offDays],
            updatedAt: ctx.now(),
          };
          // set() with merge: the in-process emulator does not replace a document on a plain set().
          tx.set(examPlans.doc(`${userId}__${courseId}`), record, { merge: true });
        }
      });
      return added;
    },
    async listExamPlans(userId) {
      const snap = await examPlans.where("userId", "==", userId).get();
      return snap.docs
        .map((d) => d.data())
        .sort((a, b) => (a.courseId < b.courseId ? -1 : a.courseId > b.courseId ? 1 : 0));
    },
    async listByUser(userId, range) {
      const snap = await tasks
        .where("userId", "==", userId)
        .where("date", ">=", range.from)
        .where("date", "<=", range.to)
        .orderBy("date")
        .orderBy("createdAt")
        .get();
      return snap.docs.map((d) => d.data());
    },
    async update(userId, id, patch) {
      const current = await own(userId, id);
      if (!current) return null;
      const { done, ...fields } = patch;
      const task: Task = {
        ...current,
        ...newTaskSchema.parse({ ...current, ...fields, userId }),
        done: done ?? current.done,
        updatedAt: ctx.now(),
      };
      await tasks.doc(id).update(taskConverter.toFirestore(task));
      return task;
    },
    async delete(userId, id) {
      if (!(await own(userId, id))) return false;
      await tasks.doc(id).delete();
      return true;
    },
  };
}
