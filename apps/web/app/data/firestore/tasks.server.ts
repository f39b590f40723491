import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { newTaskSchema, type Task } from "@masar/domain/learning";
import type { TaskRepository } from "../ports";
import { dateOf, toDate, type FirestoreContext } from "./context.server";

/** A document of `tasks`: all-day tasks keep a "YYYY-MM-DD" date string, never a shifted timestamp. */
type TaskDoc = Omit<Task, "id">;

const taskConverter: FirestoreDataConverter<Task, TaskDoc> = {
  toFirestore: ({ id: _id, ...fields }: Task): TaskDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Task {
    const d = doc.data();
    return {
      id: doc.id,
      userId: d.userId,
      title: d.title,
      notes: d.notes ?? "",
      kind: d.kind,
      courseId: d.courseId ?? null,
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

export function createTaskRepository(ctx: FirestoreContext): TaskRepository {
  const tasks = ctx.collection("tasks", taskConverter);
  const own = async (userId: string, id: string) => {
    const task = (await tasks.doc(id).get()).data();
    return task?.userId === userId ? task : null;
  };
  return {
    async create(input) {
      const ref = tasks.doc();
      const t = ctx.now();
      const task: Task = { ...newTaskSchema.parse(input), id: ref.id, done: false, createdAt: t, updatedAt: t };
      await ref.create(task);
      return task;
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
