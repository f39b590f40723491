import type { ReminderLogRepository } from "../ports";
import { COLLECTIONS, hashId, type FirestoreContext } from "./context.server";

/** gRPC ALREADY_EXISTS: `create` met a document that is there. */
const ALREADY_EXISTS = 6;

export function createReminderLogRepository(ctx: FirestoreContext): ReminderLogRepository {
  return {
    async claim(userId, key) {
      // The document id is the uniqueness: `create` fails for every process but the first.
      const ref = ctx.db.collection(COLLECTIONS.remindersSent).doc(hashId(`${userId}\n${key}`));
      try {
        await ref.create({ userId, key, sentAt: ctx.now() });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
  };
}
