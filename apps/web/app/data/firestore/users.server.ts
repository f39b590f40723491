import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, UpdateData } from "firebase-admin/firestore";
import { defaultProfile, roleOf, type PushSubscriptionJSON, type UserProfile } from "@masar/domain/user";
import { notificationPreferencesFromStored } from "@masar/domain/notification-preferences";
import type { UserRepository } from "../ports";
import { dateOf, toDate, type FirestoreContext } from "./context.server";

/**
 * A document of `users`, keyed by uid. `emailLower` serves the case-insensitive look-up; `fcmToken` is
 * the spec's name for the push token (the latest subscription's endpoint). The account's instants
 * (issue 38) sit beside the profile; `emailVerified` is read from `emailVerifiedAt`. A purged account
 * has no document.
 */
export interface UserDoc extends Omit<UserProfile, "uid" | "emailVerified"> {
  emailLower: string;
  fcmToken: string | null;
  emailVerifiedAt: Date | null;
  deactivatedAt: Date | null;
  deletionRequestedAt: Date | null;
}

/** When the address was verified; a document written before verification existed counts from its creation. */
export const emailVerifiedAtOf = (d: DocumentData): Date | null =>
  d.emailVerifiedAt === undefined ? dateOf(d.createdAt) : toDate(d.emailVerifiedAt);

const userConverter: FirestoreDataConverter<UserProfile, UserDoc> = {
  // Writes a new profile whole (a verified one counts from its creation).
  toFirestore({ uid: _uid, emailVerified, ...fields }: UserProfile): UserDoc {
    return {
      ...fields,
      emailLower: fields.email.toLowerCase(),
      ...pushFields(fields),
      emailVerifiedAt: emailVerified ? fields.createdAt : null,
      deactivatedAt: null,
      deletionRequestedAt: null,
    };
  },
  fromFirestore(doc: QueryDocumentSnapshot): UserProfile {
    const d = doc.data();
    return {
      uid: doc.id,
      email: d.email ?? "",
      displayName: d.displayName ?? "",
      photoURL: d.photoURL ?? null,
      role: roleOf(d.role),
      preferredLanguage: d.preferredLanguage ?? null,
      subscribedCourses: Array.isArray(d.subscribedCourses) ? d.subscribedCourses : [],
      pushSubscription: d.pushSubscription ?? null,
      notificationEnabled: d.notificationEnabled === true,
      // Profiles written before preferences existed read as the defaults.
      notificationPreferences: notificationPreferencesFromStored(d.notificationPreferences),
      pushOfferAnswered: d.pushOfferAnswered === true,
      emailVerified: emailVerifiedAtOf(d) !== null,
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export const usersOf = (ctx: FirestoreContext) => ctx.collection("users", userConverter);

/** The profile's push fields as stored: the spec's token beside the subscription it came from. */
export function pushFields(fields: { pushSubscription: PushSubscriptionJSON | null; notificationEnabled: boolean }) {
  return {
    pushSubscription: fields.pushSubscription,
    notificationEnabled: fields.notificationEnabled,
    fcmToken: fields.pushSubscription?.endpoint ?? null,
  };
}

export function createUserRepository(ctx: FirestoreContext): UserRepository {
  const users = usersOf(ctx);
  const get = async (uid: string) => (await users.doc(uid).get()).data() ?? null;
  /** Applies the change and reads the profile back; null when there is no such user. */
  const change = async (uid: string, update: UpdateData<UserDoc>) => {
    if (!(await users.doc(uid).get()).exists) return null;
    await users.doc(uid).update({ ...update, updatedAt: ctx.now() });
    return get(uid);
  };
  return {
    get,
    async getByEmail(email) {
      const snap = await users.where("emailLower", "==", email.trim().toLowerCase()).limit(1).get();
      return snap.empty ? null : snap.docs[0]!.data();
    },
    async ensureProfile(identity) {
      const ref = users.doc(identity.uid);
      return ctx.db.runTransaction(async (tx) => {
        const existing = (await tx.get(ref)).data();
        if (existing) return { profile: existing, created: false };
        const profile = defaultProfile(identity, ctx.now());
        tx.create(ref, profile);
        return { profile, created: true };
      });
    },
    async updateProfile(uid, fields) {
      const update: UpdateData<UserDoc> = {};
      if (fields.displayName !== undefined) update.displayName = fields.displayName;
      if (fields.photoURL !== undefined) update.photoURL = fields.photoURL;
      if (fields.preferredLanguage !== undefined) update.preferredLanguage = fields.preferredLanguage;
      if (fields.notificationPreferences !== undefined) update.notificationPreferences = fields.notificationPreferences;
      if (fields.pushOfferAnswered) update.pushOfferAnswered = true;
      return change(uid, update);
    },
    async setRole(uid, role) {
      return change(uid, { role });
    },
    async count() {
      return (await users.count().get()).data().count;
    },
  };
}
