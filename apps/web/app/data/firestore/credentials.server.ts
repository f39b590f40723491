import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { EmailTakenError, type Credential, type CredentialRepository } from "../ports";
import { hashId, type FirestoreContext } from "./context.server";

/** A document of `credentials`, keyed by a hash of the lower-cased e-mail: the id is the uniqueness. */
const credentialConverter: FirestoreDataConverter<Credential, Credential> = {
  toFirestore: (credential: Credential): Credential => credential,
  fromFirestore(doc: QueryDocumentSnapshot): Credential {
    const d = doc.data();
    return { uid: d.uid, email: d.email, passwordHash: d.passwordHash };
  },
};

/** The credentials collection, read and written through its converter. */
export const credentialsOf = (ctx: FirestoreContext) => ctx.collection("credentials", credentialConverter);

/** The credential document of an address (the id is the uniqueness). */
export const credentialRefOf = (ctx: FirestoreContext, email: string) =>
  credentialsOf(ctx).doc(hashId(email.trim().toLowerCase()));

export function createCredentialRepository(ctx: FirestoreContext): CredentialRepository {
  const refOf = (email: string) => credentialRefOf(ctx, email);
  return {
    async getByEmail(email) {
      return (await refOf(email).get()).data() ?? null;
    },
    async getByUid(uid) {
      const snap = await credentialsOf(ctx).where("uid", "==", uid).limit(1).get();
      return snap.empty ? null : snap.docs[0]!.data();
    },
    async create(credential) {
      const ref = refOf(credential.email);
      await ctx.db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) throw new EmailTakenError();
        tx.create(ref, { ...credential, email: credential.email.trim() });
      });
    },
  };
}
