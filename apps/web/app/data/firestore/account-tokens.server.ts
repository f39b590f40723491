import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { AccountToken, AccountTokenRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `accountTokens`, keyed by the SHA-256 of the token's secret (never the secret). */
type AccountTokenDoc = AccountToken;

const tokenConverter: FirestoreDataConverter<AccountToken, AccountTokenDoc> = {
  toFirestore: (token: AccountToken): AccountTokenDoc => token,
  fromFirestore(doc: QueryDocumentSnapshot): AccountToken {
    const d = doc.data();
    return {
      kind: d.kind,
      userId: d.userId,
      email: d.email,
      createdAt: dateOf(d.createdAt),
      expiresAt: dateOf(d.expiresAt),
    };
  },
};

/** gRPC NOT_FOUND: a delete that required the document met none (another request consumed it). */
const NOT_FOUND = 5;

/** Expired tokens are kept this long (resend limits count them), then removed when new ones are made. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/** Expired tokens removed per creation: enough to keep up, small enough to stay one batch. */
const SWEEP = 100;

export function createAccountTokenRepository(ctx: FirestoreContext): AccountTokenRepository {
  const tokens = ctx.collection("accountTokens", tokenConverter);
  const valid = (token: AccountToken | undefined, kind: AccountToken["kind"]) =>
    token && token.kind === kind && token.expiresAt > ctx.now() ? token : null;
  return {
    async create(tokenHash, token) {
      await tokens.doc(tokenHash).create({ ...token, createdAt: ctx.now() });
      const stale = await tokens
        .where("expiresAt", "<", new Date(ctx.now().getTime() - KEEP_EXPIRED_MS))
        .limit(SWEEP)
        .get();
      if (stale.empty) return;
      const batch = ctx.db.batch();
      stale.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
    },
    async peek(tokenHash, kind) {
      return valid((await tokens.doc(tokenHash).get()).data(), kind);
    },
    async consume(tokenHash, kind) {
      const ref = tokens.doc(tokenHash);
      try {
        return await ctx.db.runTransaction(async (tx) => {
          const token = valid((await tx.get(ref)).data(), kind);
          // The delete requires the document: of two racing transactions the later one fails to commit,
          // even where the store does not detect the conflict itself (the in-process emulator).
          if (token) tx.delete(ref, { exists: true });
          return token;
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === NOT_FOUND) return null;
        throw error;
      }
    },
    async revokeByUser(userId, kind) {
      let query = tokens.where("userId", "==", userId);
      if (kind) query = query.where("kind", "==", kind);
      const snap = await query.get();
      if (snap.empty) return;
      const batch = ctx.db.batch();
      snap.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
    },
  };
}
