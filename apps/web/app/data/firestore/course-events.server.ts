import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { courseEventInputSchema, type CourseEvent, type DateRange } from "@masar/domain/course-event";
import type { CourseEventRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `courseEvents`: the date a "YYYY-MM-DD" string and the time "HH:MM" (Cairo) or null. */
type CourseEventDoc = Omit<CourseEvent, "id">;

const eventConverter: FirestoreDataConverter<CourseEvent, CourseEventDoc> = {
  toFirestore: ({ id: _id, ...fields }: CourseEvent): CourseEventDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): CourseEvent {
    const d = doc.data();
    return {
      id: doc.id,
      courseId: d.courseId,
      kind: d.kind,
      title: { ar: d.title?.ar ?? "", en: d.title?.en ?? "" },
      date: d.date,
      time: d.time ?? null,
      lessonId: d.lessonId ?? null,
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

/** The port's order: date, all-day before timed, time, creation, id. */
function byCalendarOrder(a: CourseEvent, b: CourseEvent): number {
  return (
    a.date.localeCompare(b.date) ||
    Number(a.time !== null) - Number(b.time !== null) ||
    (a.time ?? "").localeCompare(b.time ?? "") ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

export function createCourseEventRepository(ctx: FirestoreContext): CourseEventRepository {
  const events = ctx.collection("courseEvents", eventConverter);
  // Strictly increasing creation times, as the SQLite adapter's stamp: same-day events never tie.
  let last = 0;
  const stamp = () => new Date((last = Math.max(ctx.now().getTime(), last + 1)));
  const get = async (id: string) => (await events.doc(id).get()).data() ?? null;
  const inRange = async (courseIds: readonly string[], range: DateRange) => {
    const chunks: string[][] = [];
    for (let i = 0; i < courseIds.length; i += IN_LIMIT) chunks.push(courseIds.slice(i, i + IN_LIMIT));
    const snaps = await Promise.all(
      chunks.map((ids) =>
        events.where("courseId", "in", ids).where("date", ">=", range.from).where("date", "<=", range.to).get(),
      ),
    );
    return snaps.flatMap((s) => s.docs.map((d) => d.data())).sort(byCalendarOrder);
  };
  return {
    async create(input) {
      const ref = events.doc();
      const t = stamp();
      const event: CourseEvent = { ...courseEventInputSchema.parse(input), id: ref.id, createdAt: t, updatedAt: t };
      await ref.create(event);
      return event;
    },
    get,
    async update(id, patch) {
      const current = await get(id);
      if (!current) return null;
      const event: CourseEvent = {
        ...current,
        ...courseEventInputSchema.parse({ ...current, ...patch, courseId: current.courseId }),
        updatedAt: stamp(),
      };
      await events.doc(id).update(eventConverter.toFirestore(event));
      return event;
    },
    async delete(id) {
      if (!(await get(id))) return false;
      await events.doc(id).delete();
      return true;
    },
    async listByCourse(courseId, range) {
      if (range) return inRange([courseId], range);
      const snap = await events.where("courseId", "==", courseId).get();
      return snap.docs.map((d) => d.data()).sort(byCalendarOrder);
    },
    async listOn(date) {
      return (await events.where("date", "==", date).get()).docs.map((d) => d.data()).sort(byCalendarOrder);
    },
    listByCourses: async (courseIds, range) => inRange([...new Set(courseIds)], range),
    async deleteByCourse(courseId) {
      const snap = await events.where("courseId", "==", courseId).get();
      const batch = ctx.db.batch();
      snap.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
      return snap.size;
    },
  };
}
