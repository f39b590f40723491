import Database from "better-sqlite3";
import { EmailTakenError, type Credential, type CredentialRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `credentials`; the e-mail is unique without regard to case. */
interface CredentialRow {
  uid: string;
  email: string;
  password_hash: string;
}

const credentialFromRow = (r: CredentialRow): Credential => ({
  uid: r.uid,
  email: r.email,
  passwordHash: r.password_hash,
});

export function createCredentialRepository({ db }: SqliteContext): CredentialRepository {
  return {
    async getByEmail(email) {
      const row = db
        .prepare<[string], CredentialRow>("SELECT * FROM credentials WHERE email = ? COLLATE NOCASE")
        .get(email.trim());
      return row ? credentialFromRow(row) : null;
    },
    async getByUid(uid) {
      const row = db.prepare<[string], CredentialRow>("SELECT * FROM credentials WHERE uid = ?").get(uid);
      return row ? credentialFromRow(row) : null;
    },
    async create(credential) {
      try {
        db.prepare<CredentialRow>(
          "INSERT INTO credentials (uid, email, password_hash) VALUES (@uid, @email, @password_hash)",
        ).run({ uid: credential.uid, email: credential.email.trim(), password_hash: credential.passwordHash });
      } catch (error) {
        if (error instanceof Database.SqliteError && error.code.startsWith("SQLITE_CONSTRAINT")) {
          throw new EmailTakenError();
        }
        throw error;
      }
    },
  };
}
