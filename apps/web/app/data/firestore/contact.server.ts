import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { contactMessageSchema, type ContactMessage } from "@masar/domain/learning";
import type { ContactRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `contactMessages`. */
type ContactMessageDoc = Omit<ContactMessage, "id">;

const contactMessageConverter: FirestoreDataConverter<ContactMessage, ContactMessageDoc> = {
  toFirestore: ({ id: _id, ...fields }: ContactMessage): ContactMessageDoc => fields,
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
      };
      await ref.create(message);
      return message;
    },
    async list(limit = 50) {
      return (await messages.orderBy("createdAt", "desc").limit(limit).get()).docs.map((d) => d.data());
    },
  };
}
