import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Paymob's transaction HMAC (developers.paymob.com, "HMAC Transaction Callback"): the values of these
 * twenty fields, in this order, concatenated with no separator, booleans as `true`/`false`, signed with
 * HMAC-SHA512 and the account's HMAC secret, hex lower-case. The processed callback (POST JSON) nests
 * `order.id` and `source_data.*`; the response callback (GET) sends the same values flat, the order as
 * `order` (or `order_id`, as the docs' list says).
 */
export const HMAC_FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
] as const;

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return "";
}

function at(obj: Record<string, unknown>, path: string): unknown {
  let here: unknown = obj;
  for (const part of path.split(".")) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<string, unknown>)[part];
  }
  return here;
}

/** The string to sign for a processed callback's `obj`. */
export function processedHmacString(obj: Record<string, unknown>): string {
  return HMAC_FIELDS.map((field) => text(at(obj, field))).join("");
}

/** The string to sign for a response callback's flat query parameters. */
export function responseHmacString(query: URLSearchParams): string {
  return HMAC_FIELDS.map((field) => {
    if (field === "order.id") return query.get("order") ?? query.get("order_id") ?? "";
    return query.get(field) ?? "";
  }).join("");
}

export function signHmac(message: string, secret: string): string {
  return createHmac("sha512", secret).update(message, "utf8").digest("hex");
}

/** Constant-time check of a received `hmac` (hex) against our own signature of the message. */
export function verifyHmac(message: string, secret: string, received: string | null): boolean {
  if (!received || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  const expected = Buffer.from(signHmac(message, secret), "hex");
  const given = Buffer.from(received.toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
