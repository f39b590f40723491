import { FieldValue, type FirestoreDataConverter, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { NOTIFICATION_FETCH_LIMIT, notificationFeed, type Notification } from "@masar/domain/notification";
import { newNotificationSchema, notificationFromStored } from "@masar/domain/notification-schema";
import type { NotificationRepository } from "../ports";
import { toDate, type FirestoreContext } from "./context.server";

/** A document of `notifications`: the spec's fields (with `isRead` beside `read`) and the texts per language. */
interface NotificationDoc extends Omit<Notification, "id"> {
  isRead: boolean;
}

const notificationConverter: FirestoreDataConverter<Notification, NotificationDoc> = {
  toFirestore: ({ id: _id, ...fields }: Notification): NotificationDoc => ({ ...fields, isRead: fields.read }),
  // Through the domain's reader, which applies the spec's fallbacks (message, isRead).
  fromFirestore: (doc: QueryDocumentSnapshot): Notification => notificationFromStored(doc.id, doc.data(), toDate),
};

/** The spec: read true, isRead true, readAt the server's timestamp. */
const READ = { read: true, isRead: true, readAt: FieldValue.serverTimestamp() };

export function createNotificationRepository(ctx: FirestoreContext): NotificationRepository {
  const notifications = ctx.collection("notifications", notificationConverter);
  const ofUser = (userId: string) => notifications.where("userId", "==", userId);
  const own = async (userId: string, id: string) => {
    const doc = await notifications.doc(id).get();
    return doc.exists && doc.get("userId") === userId ? doc.ref : null;
  };
  return {
    async add(input) {
      const { userId, title, body, localized, type, data } = newNotificationSchema.parse(input);
      const ref = notifications.doc();
      // createdAt comes from the adapter's clock, so the order of a user's notifications is testable.
      const notification: Notification = {
        id: ref.id,
        userId,
        title,
        body,
        localized,
        read: false,
        readAt: null,
        createdAt: ctx.now(),
        type,
        data,
      };
      await ref.create(notification);
      return notification;
    },
    async listByUser(userId, page = {}) {
      let query = ofUser(userId);
      // Paging uses a range filter on the order field rather than cursors.
      if (page.before) query = query.where("createdAt", "<", page.before);
      const snap = await query
        .orderBy("createdAt", "desc")
        .limit(page.limit ?? NOTIFICATION_FETCH_LIMIT)
        .get();
      return snap.docs.map((d) => d.data());
    },
    watch(userId, onChange) {
      // The snapshot holds the whole list already: the unread count comes from it, not another query.
      return ofUser(userId)
        .orderBy("createdAt", "desc")
        .onSnapshot(
          (snap) => onChange(notificationFeed(snap.docs.map((d) => d.data()))),
          (error) => console.error("[notifications] watch failed", error),
        );
    },
    async unreadCount(userId) {
      return (await ofUser(userId).where("read", "==", false).count().get()).data().count;
    },
    async get(userId, id) {
      const notification = (await notifications.doc(id).get()).data();
      return notification?.userId === userId ? notification : null;
    },
    async markRead(userId, id) {
      const ref = await own(userId, id);
      if (!ref) return false;
      await ref.update(READ);
      return true;
    },
    async markAllRead(userId) {
      const snap = await ofUser(userId).where("read", "==", false).get();
      if (snap.empty) return 0;
      const batch = ctx.db.batch();
      snap.docs.forEach((d) => batch.update(d.ref, READ));
      await batch.commit();
      return snap.size;
    },
    async delete(userId, id) {
      const ref = await own(userId, id);
      if (!ref) return false;
      await ref.delete();
      return true;
    },
  };
}
