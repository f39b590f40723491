import { randomUUID } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import type { Identity } from "@masar/domain/user";
import type { Repositories } from "#app/data/ports";

/**
 * The identity port: who a person is and how they prove it. The local adapter keeps e-mail and an
 * argon2id hash; a Firebase Auth adapter can implement the same interface.
 */
export interface IdentityProvider {
  /** Creates an account; throws EmailTakenError when the e-mail is registered. */
  signUp(input: { displayName: string; email: string; password: string }): Promise<Identity>;
  /** The identity when the password matches, else null. */
  verify(email: string, password: string): Promise<Identity | null>;
}

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// Algorithm is a const enum (unusable with isolatedModules): 2 is Argon2id.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;

export function createLocalIdentity(repos: Pick<Repositories, "credentials" | "users">): IdentityProvider {
  return {
    async signUp({ displayName, email, password }) {
      const uid = randomUUID();
      const normalized = email.trim();
      await repos.credentials.create({ uid, email: normalized, passwordHash: await hashPassword(password) });
      const identity: Identity = { uid, email: normalized, displayName: displayName.trim(), photoURL: null };
      await repos.users.ensureProfile(identity);
      return identity;
    },
    async verify(email, password) {
      const credential = await repos.credentials.getByEmail(email);
      if (!credential) {
        // Spend the same time as a real check so response times do not reveal which e-mails exist.
        dummyHash ??= hashPassword(randomUUID());
        await verify(await dummyHash, password).catch(() => false);
        return null;
      }
      const ok = await verify(credential.passwordHash, password).catch(() => false);
      if (!ok) return null;
      const profile = await repos.users.get(credential.uid);
      return {
        uid: credential.uid,
        email: credential.email,
        displayName: profile?.displayName ?? credential.email.split("@")[0]!,
        photoURL: profile?.photoURL ?? null,
      };
    },
  };
}
