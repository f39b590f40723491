/**
 * Why a card or wallet payment was declined, in words a student can act on. The gateway answers in
 * English codes and messages ("Do not honour"); the pages show one of these reasons in the reader's
 * language and keep the gateway's text only as a small detail.
 */
export const DECLINE_REASONS = [
  "insufficient_funds",
  "bank_declined",
  "expired_card",
  "authentication_failed",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Paymob's `txn_response_code`: the acquirer's Virtual Payment Client codes (one character: "5" is
 * insufficient funds, "F" a failed 3-D Secure check), the gateway's own words ("DECLINED"), and the
 * ISO 8583 codes some acquirers pass through ("51", "54"). Anything else says only that it failed.
 */
const CODES: Readonly<Record<string, DeclineReason>> = {
  "5": "insufficient_funds",
  "51": "insufficient_funds",
  INSUFFICIENT_FUNDS: "insufficient_funds",
  "4": "expired_card",
  "54": "expired_card",
  EXPIRED_CARD: "expired_card",
  F: "authentication_failed",
  AUTHENTICATION_FAILED: "authentication_failed",
  "2": "bank_declined",
  "9": "bank_declined",
  E: "bank_declined",
  "05": "bank_declined",
  DECLINED: "bank_declined",
  DO_NOT_HONOUR: "bank_declined",
  DO_NOT_HONOR: "bank_declined",
};

/** The gateway's message, when its code says no more than "declined"; the specific reasons first. */
const MESSAGES: readonly (readonly [RegExp, DeclineReason])[] = [
  [/insufficient|not sufficient funds/i, "insufficient_funds"],
  [/expired card|card (?:is |has )?expired|expiry date/i, "expired_card"],
  [/3-?d[ -]?s(?:ecure)?\b|authenticat/i, "authentication_failed"],
  [/do not hono(?:u)?r|declined|refer to (?:card )?issuer|restricted card|not permitted/i, "bank_declined"],
];

/**
 * The reason for a declined attempt from the gateway's code and message. A specific reason (funds,
 * expiry, 3-D Secure) from either wins over a plain "declined", which wins over "other".
 */
export function declineReason(code: string | number | null | undefined, message: string | null | undefined) {
  const fromCode = code === null || code === undefined ? undefined : CODES[String(code).trim().toUpperCase()];
  const fromMessage = message ? MESSAGES.find(([pattern]) => pattern.test(message))?.[1] : undefined;
  const specific = [fromCode, fromMessage].find((r) => r !== undefined && r !== "bank_declined");
  return specific ?? fromCode ?? fromMessage ?? ("other" satisfies DeclineReason);
}
