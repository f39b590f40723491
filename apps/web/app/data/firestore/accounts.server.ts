import type { DocumentReference, Query, WriteBatch } from "firebase-admin/firestore";
import { EmailTakenError, type AccountRepository } from "../ports";
import { COLLECTIONS, toDate, type FirestoreContext } from "./context.server";
import { credentialRefOf, credentialsOf } from "./credentials.server";
import { emailVerifiedAtOf, type UserDoc } from "./users.server";

/** gRPC NOT_FOUND: an update met no document. */
const NOT_FOUND = 5;

/** Firestore's limit of writes in one batch. */
const BATCH_WRITES = 500;

/**
 * The collections holding the person's own records, by their `userId` field, deleted by a purge in this
 * order: sign-in ends first (credential, sessions, tokens), the profile last, so that a purge cut short
 * is found again by `deletionsDue` and finished. Completions live inside enrolments, answers inside
 * attempts and review history inside cards (decisions 015, 038, 039).
 */
const PURGED_BY_USER_ID = [
  "sessions",
  "accountTokens",
  "enrollments",
  "endedEnrollments",
  "videoPositions",
  "tasks",
  "examPlans",
  "remindersSent",
  "deferredPushes",
  "notifications",
  "pushSubscriptions",
  "attempts",
  "reviewCards",
  "certificates",
  "certificateKeys",
] as const satisfies readonly (keyof typeof COLLECTIONS)[];

/** Collections keyed by the user's id. */
const PURGED_BY_DOCUMENT_ID = [
  "calendarSettings",
  "reviewSettings",
  "certificateNames",
] as const satisfies readonly (keyof typeof COLLECTIONS)[];

type Write = (batch: WriteBatch) => void;

/** The account's state, e-mail changes, deactivation and deletion, over `users` and `credentials`. */
export function createAccountRepository(ctx: FirestoreContext): AccountRepository {
  // The account's fields beside the profile: read raw, written with update().
  const users = ctx.db.collection(COLLECTIONS.users);
  const ofUser = (collection: keyof typeof COLLECTIONS, uid: string): Query =>
    ctx.db.collection(COLLECTIONS[collection]).where("userId", "==", uid);
  /** Updates the user's document; false when there is none. */
  const update = async (uid: string, fields: Partial<UserDoc>) => {
    try {
      await users.doc(uid).update(fields);
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === NOT_FOUND) return false;
      throw error;
    }
  };

  return {
    async state(uid) {
      const [user, credential] = await Promise.all([
        users.doc(uid).get(),
        credentialsOf(ctx).where("uid", "==", uid).limit(1).get(),
      ]);
      const d = user.data();
      if (!d) return null;
      return {
        uid,
        email: d.email ?? "",
        emailVerifiedAt: emailVerifiedAtOf(d),
        deactivatedAt: toDate(d.deactivatedAt),
        deletionRequestedAt: toDate(d.deletionRequestedAt),
        hasPassword: !credential.empty,
      };
    },

    async markEmailVerified(uid, email) {
      const ref = users.doc(uid);
      return ctx.db.runTransaction(async (tx) => {
        const d = (await tx.get(ref)).data();
        if (!d || String(d.email ?? "").toLowerCase() !== email.trim().toLowerCase()) return false;
        if (emailVerifiedAtOf(d) === null) {
          const t = ctx.now();
          tx.update(ref, { emailVerifiedAt: t, updatedAt: t });
        }
        return true;
      });
    },

    async setPasswordHash(uid, passwordHash) {
      return ctx.db.runTransaction(async (tx) => {
        const found = await tx.get(credentialsOf(ctx).where("uid", "==", uid).limit(1));
        if (found.empty) return false;
        tx.update(found.docs[0]!.ref, { passwordHash });
        return true;
      });
    },

    async changeEmail(uid, email) {
      const address = email.trim();
      const lower = address.toLowerCase();
      const userRef = users.doc(uid);
      const target = credentialRefOf(ctx, address);
      return ctx.db.runTransaction(async (tx) => {
        const [user, owned, holder, namesakes] = await Promise.all([
          tx.get(userRef),
          tx.get(credentialsOf(ctx).where("uid", "==", uid).limit(1)),
          tx.get(target),
          tx.get(users.where("emailLower", "==", lower).limit(2)),
        ]);
        if (!user.exists) return false;
        const heldByAnother = holder.exists && holder.data()!.uid !== uid;
        if (heldByAnother || namesakes.docs.some((d) => d.id !== uid)) throw new EmailTakenError();
        const credential = owned.docs[0];
        // The credential's id is its address's hash: a new address moves it to a new document.
        if (credential && credential.id === target.id) tx.update(credential.ref, { email: address });
        else if (credential) {
          tx.delete(credential.ref);
          tx.create(target, { ...credential.data(), email: address });
        }
        const t = ctx.now();
        tx.update(userRef, { email: address, emailLower: lower, emailVerifiedAt: t, updatedAt: t });
        return true;
      });
    },

    async setDeactivated(uid, at) {
      return update(uid, { deactivatedAt: at });
    },

    async setDeletionRequested(uid, at) {
      return update(uid, { deletionRequestedAt: at });
    },

    async deletionsDue(before, limit) {
      // Only dates match a date range: null (no request) and missing fields are left out.
      const snap = await users
        .where("deletionRequestedAt", "<=", before)
        .orderBy("deletionRequestedAt")
        .limit(limit)
        .get();
      return snap.docs.map((d) => d.id);
    },

    async purge(uid) {
      const userRef = users.doc(uid);
      if (!(await userRef.get()).exists) return false;
      const writes: Write[] = [];
      const remove = (ref: DocumentReference) => writes.push((b) => b.delete(ref));
      const read = (query: Query) => query.get().then((s) => s.docs);

      const [credentials, ...owned] = await Promise.all([
        read(credentialsOf(ctx).where("uid", "==", uid)),
        ...PURGED_BY_USER_ID.map((c) => read(ofUser(c, uid))),
      ]);
      credentials.forEach((d) => remove(d.ref));
      owned.flat().forEach((d) => remove(d.ref));
      PURGED_BY_DOCUMENT_ID.forEach((c) => remove(ctx.db.collection(COLLECTIONS[c]).doc(uid)));

      const [messages, payments] = await Promise.all([
        read(ofUser("contactMessages", uid)),
        read(ofUser("payments", uid)),
      ]);
      // A message stays for the admins who answer it, without who sent it.
      messages.forEach((d) => writes.push((b) => b.update(d.ref, { userId: null, name: "", email: "" })));
      // Payments stay as financial records (amount, course, dates, status, the gateway's ids) naming nobody:
      // a transfer's reference was typed by the payer, its receipt is their upload, a note may name them.
      payments.forEach((d) => {
        const manual = d.get("method") === "manual_transfer";
        writes.push((b) =>
          b.update(d.ref, { receiptKey: null, note: null, ...(manual ? { providerReference: null } : {}) }),
        );
      });
      remove(userRef);

      for (let i = 0; i < writes.length; i += BATCH_WRITES) {
        const batch = ctx.db.batch();
        writes.slice(i, i + BATCH_WRITES).forEach((write) => write(batch));
        await batch.commit();
      }
      return true;
    },
  };
}
