import type { AccountToken, AccountTokenKind, AccountTokenRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `account_tokens` (migration 15), keyed by the SHA-256 of the token's secret. */
interface AccountTokenRow {
  token_hash: string;
  kind: AccountTokenKind;
  user_id: string;
  email: string;
  created_at: number;
  expires_at: number;
}

const tokenFromRow = (r: AccountTokenRow): AccountToken => ({
  kind: r.kind,
  userId: r.user_id,
  email: r.email,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
});

/** Expired tokens are kept this long (resend limits count them), then removed when new ones are made. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export function createAccountTokenRepository({ db, now, stamp }: SqliteContext): AccountTokenRepository {
  return {
    async create(tokenHash, token) {
      db.prepare<AccountTokenRow>(
        `INSERT INTO account_tokens (token_hash, kind, user_id, email, created_at, expires_at)
         VALUES (@token_hash, @kind, @user_id, @email, @created_at, @expires_at)`,
      ).run({
        token_hash: tokenHash,
        kind: token.kind,
        user_id: token.userId,
        email: token.email,
        created_at: stamp(),
        expires_at: token.expiresAt.getTime(),
      });
      db.prepare("DELETE FROM account_tokens WHERE expires_at < ?").run(now().getTime() - KEEP_EXPIRED_MS);
    },
    async peek(tokenHash, kind) {
      const row = db
        .prepare<
          [string, string, number],
          AccountTokenRow
        >("SELECT * FROM account_tokens WHERE token_hash = ? AND kind = ? AND expires_at > ?")
        .get(tokenHash, kind, now().getTime());
      return row ? tokenFromRow(row) : null;
    },
    async consume(tokenHash, kind) {
      // One statement finds and deletes: of two racing requests, the second deletes nothing.
      const row = db
        .prepare<
          [string, string, number],
          AccountTokenRow
        >("DELETE FROM account_tokens WHERE token_hash = ? AND kind = ? AND expires_at > ? RETURNING *")
        .get(tokenHash, kind, now().getTime());
      return row ? tokenFromRow(row) : null;
    },
    async revokeByUser(userId, kind) {
      db.prepare("DELETE FROM account_tokens WHERE user_id = ? AND (? IS NULL OR kind = ?)").run(
        userId,
        kind ?? null,
        kind ?? null,
      );
    },
  };
}
