import { createHash, randomBytes } from "node:crypto";
import type { AccountToken, AccountTokenKind } from "#app/data/ports";
import { getConfig } from "#app/env.server";
import { getRepositories } from "#app/repositories.server";
import { now } from "#app/utils/clock.server";

const HOUR_MS = 60 * 60 * 1000;

/** How long a link sent by e-mail works: a day to verify an address, half an hour to reset a password. */
export const TOKEN_LIFE_MS: Record<AccountTokenKind, number> = {
  "verify-email": 24 * HOUR_MS,
  "change-email": 24 * HOUR_MS,
  "reset-password": HOUR_MS / 2,
};

/** 256 random bits, base64url: 43 characters. */
const SECRET = /^[\w-]{43}$/;

/** The stored key of a token: its secret's SHA-256 (a database reader cannot use a stored token). */
function hashToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/**
 * Makes a single-use token of the kind for the user and returns its secret, which only the e-mail
 * carries. An earlier token of the same kind stops working: only the newest link does.
 */
export async function issueToken(kind: AccountTokenKind, userId: string, email: string): Promise<string> {
  const repos = await getRepositories();
  const secret = randomBytes(32).toString("base64url");
  await repos.accountTokens.revokeByUser(userId, kind);
  await repos.accountTokens.create(hashToken(secret), {
    kind,
    userId,
    email,
    expiresAt: new Date(now().getTime() + TOKEN_LIFE_MS[kind]),
  });
  return secret;
}

/** The token a link carries, when it is well formed, of that kind and unexpired; not used up. */
export async function peekToken(kind: AccountTokenKind, secret: unknown): Promise<AccountToken | null> {
  if (typeof secret !== "string" || !SECRET.test(secret)) return null;
  return (await getRepositories()).accountTokens.peek(hashToken(secret), kind);
}

/** Uses the token up: of two requests with one link, exactly one gets it. */
export async function consumeToken(kind: AccountTokenKind, secret: unknown): Promise<AccountToken | null> {
  if (typeof secret !== "string" || !SECRET.test(secret)) return null;
  return (await getRepositories()).accountTokens.consume(hashToken(secret), kind);
}

/** An absolute link on the site's public origin (decision 036), for e-mails. */
export function siteLink(path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, getConfig().appUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}
