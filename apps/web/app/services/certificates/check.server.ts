import { getRepositories } from "#app/repositories.server";
import { certificateFacts } from "./view.server";

/** Checks a client address may make in a minute (a scanner guessing codes gets nowhere either way). */
const CHECKS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/**
 * The public check of a certificate code: valid (with what it says), revoked (with when and why), or
 * unknown. An unknown code and a revoked one take the same path (one read by the code, whatever its
 * form) and answer in the same shape, so neither time nor form tells them apart; only the state and
 * the revoked certificate's own facts differ.
 */
export async function checkCertificate(code: string, address: string) {
  const repos = await getRepositories();
  const limit = await repos.rateLimits.hit(`certificate-check:${address}`, MINUTE_MS);
  if (limit.count > CHECKS_PER_MINUTE) return { state: "throttled" as const, certificate: null };
  const certificate = await repos.certificates.get(code.slice(0, 100));
  if (!certificate) return { state: "unknown" as const, certificate: null };
  // Only what the certificate says, and when it was revoked: the reason is the admins' (it may be a refund).
  const { revokedReason: _reason, ...facts } = certificateFacts(certificate);
  return { state: certificate.revokedAt ? ("revoked" as const) : ("valid" as const), certificate: facts };
}
