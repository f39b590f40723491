import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { ADMIN_PAGE_SIZE } from "@masar/domain/admin";
import { keyMatches, searchWords } from "@masar/domain/catalogue";
import { contactMessageSchema, type ContactMessage } from "@masar/domain/contact";
import { normalizeForSearch } from "@masar/domain/text";
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
    async markUnhandled(id) {
      const ref = messages.doc(id);
      return ctx.db.runTransaction(async (tx) => {
        const message = (await tx.get(ref)).data();
        if (!message) return null;
        if (message.handledAt) tx.update(ref, { handledAt: null, handledBy: null, handled: false });
        return { ...message, handledAt: null, handledBy: null };
      });
    },
    /**
     * The state is an equality query in the store; Firestore has no substring search nor offsets in the
     * emulator, so the words and the page are applied here over that state's messages (as the admin
     * lists do, decision 015).
     */
    async search(query) {
      const stored = query.state === "all" ? messages : messages.where("handled", "==", query.state === "handled");
      const words = searchWords(query.q);
      const found = (await stored.get()).docs
        .map((d) => d.data())
        .filter(
          (m) =>
            !words.length || keyMatches(normalizeForSearch(`${m.name} ${m.email} ${m.subject} ${m.message}`), words),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const start = (query.page - 1) * ADMIN_PAGE_SIZE;
      return {
        items: found.slice(start, start + ADMIN_PAGE_SIZE),
        total: found.length,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },
    async countUnhandled() {
      return (await messages.where("handled", "==", false).count().get()).data().count;
    },
  };
}
