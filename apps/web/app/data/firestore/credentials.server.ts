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

export function createCredentialRepository(ctx: FirestoreContext): CredentialRepository {
  const refOf = (email: string) =>
    ctx.collection("credentials", credentialConverter).doc(hashId(email.trim().toLowerCase()));
  return {
    async getByEmail(email) {
      return (await refOf(email).get()).data() ?? null;
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
