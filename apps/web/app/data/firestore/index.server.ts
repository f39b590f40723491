import type { Repositories } from "../ports";
import { wireRepositories } from "../wire";
import { COLLECTIONS, contextFor, type FirestoreOptions } from "./context.server";
import * as factories from "./repositories.server";

export type { FirestoreOptions } from "./context.server";

/**
 * The Firestore adapter (firebase-admin, server only). Stored times come from the injectable clock,
 * except readAt, which is Firestore's server timestamp as the spec says.
 */
export function createFirestoreRepositories(options: FirestoreOptions): Repositories {
  const ctx = contextFor(options);
  return wireRepositories(ctx, factories, {
    async isEmpty() {
      const [courses, users] = await Promise.all([
        ctx.db.collection(COLLECTIONS.courses).limit(1).get(),
        ctx.db.collection(COLLECTIONS.users).limit(1).get(),
      ]);
      return courses.empty && users.empty;
    },
    close: ctx.close,
  });
}
