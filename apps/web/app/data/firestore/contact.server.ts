import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { contactMessageSchema, type ContactMessage } from "@masar/domain/contact";
import type { ContactRepository } from "../ports";
import { dateOf, toDate, type FirestoreContext } from "./context.server";

/**
 * A document of `contactMessages`. `handled` mirrors handledAt as a boolean: "still waiting" is an
 * equality query (where handled == false), which every emulator and index serves, unlike a null match.
 */
type ContactMessageDoc = Omit<ContactMessage, "id"> & { handled: boolean };

const contactMessageConverter: FirestoreDataConverter<ContactMessage, ContactMessageDoc> = {
  toFirestore: ({ id: _id, ...fields }: ContactMessage): ContactMessageDoc => ({
    ...fields,
    handled: fields.handledAt !== null,
  }),
  fromFirestore(doc: QueryDocumentSnapshot): ContactMessage {
    const d = doc.data();
    return {
      id: doc.id,
      userId: d.userId ?? null,
      name: d.name,
      email: d.email,
      subject: d.subject,
      message: d.message,
      createdAt: dateOf(d.createdAt),
      handledAt: toDate(d.handledAt),
      handledBy: typeof d.handledBy === "string" ? d.handledBy : null,
    };
  },
};

export function createContactRepository(ctx: FirestoreContext): ContactRepository {
  const messages = ctx.collection("contactMessages", contactMessageConverter);
  return {
    async create(input) {
      const ref = messages.doc();
      const message: ContactMessage = {
        ...contactMessageSchema.parse(input),
        id: ref.id,
        userId: input.userId,
        createdAt: ctx.now(),
        handledAt: null,
        handledBy: null,
      };
      await ref.create(message);
      return message;
    },
    async list(limit = 50, { unhandled = false } = {}) {
      const query = unhandled ? messages.where("handled", "==", false) : messages;
      return (await query.orderBy("createdAt", "desc").limit(limit).get()).docs.map((d) => d.data());
    },
    async markHandled(id, by) {
      const ref = messages.doc(id);
      return ctx.db.runTransaction(async (tx) => {
        const message = (await tx.get(ref)).data();
        if (!message) return null;
        if (message.handledAt) return message;
        const handledAt = ctx.now();
        tx.update(ref, { handledAt, handledBy: by, handled: true });
        return { ...message, handledAt, handledBy: by };
      });
    },
    async countUnhandled() {
      return (await messages.where("handled", "==", false).count().get()).data().count;
    },
  };
}
