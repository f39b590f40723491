import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { newAnnouncementSchema, type Announcement } from "@masar/domain/announcement";
import type { AnnouncementRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `announcements` (index: courseId, createdAt descending). */
type AnnouncementDoc = Omit<Announcement, "id">;

const announcementConverter: FirestoreDataConverter<Announcement, AnnouncementDoc> = {
  toFirestore: ({ id: _id, ...fields }: Announcement): AnnouncementDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Announcement {
    const d = doc.data();
    return {
      id: doc.id,
      courseId: d.courseId,
      title: { ar: d.title?.ar ?? "", en: d.title?.en ?? "" },
      body: { ar: d.body?.ar ?? "", en: d.body?.en ?? "" },
      audience: typeof d.audience === "number" ? d.audience : 0,
      createdAt: dateOf(d.createdAt),
    };
  },
};

export function createAnnouncementRepository(ctx: FirestoreContext): AnnouncementRepository {
  const announcements = ctx.collection("announcements", announcementConverter);
  // Strictly increasing creation times, as the SQLite adapter's stamp: "newest first" never ties.
  let last = 0;
  const stamp = () => new Date((last = Math.max(ctx.now().getTime(), last + 1)));
  return {
    async add(input) {
      const ref = announcements.doc();
      const stored: Announcement = { ...newAnnouncementSchema.parse(input), id: ref.id, createdAt: stamp() };
      await ref.create(stored);
      return stored;
    },
    async listByCourse(courseId, limit) {
      const query = announcements.where("courseId", "==", courseId);
      const [page, total] = await Promise.all([
        query.orderBy("createdAt", "desc").limit(limit).get(),
        query.count().get(),
      ]);
      return { items: page.docs.map((d) => d.data()), total: total.data().count };
    },
  };
}
