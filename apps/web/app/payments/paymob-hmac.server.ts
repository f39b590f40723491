import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * Paymob's transaction HMAC (developers.paymob.com, "HMAC Transaction Callback"): the values of these
 * twenty fields, in this order, concatenated with no separator, booleans as `true`/`false`, signed with
 * HMAC-SHA512 and the account's HMAC secret, hex lower-case. The processed callback (POST JSON) nests
 * `order.id` and `source_data.*`; the response callback (GET) sends the same values flat, the order as
 * `order` (or `order_id`, as the docs' list says).
 *
 * With no separator, values of the wrong type can spell the same string (`is_auth: "falsefalsefalse"`,
 * `is_capture: ""`, `is_refunded: true` signs as three booleans and a flipped fourth; decision 036). So a
 * callback is first parsed into the documented types, and anything else is refused before any HMAC is
 * computed; the string is then made from the parsed values only (`signedString`). What typing cannot
 * pin, the checks after it do: the integration must be one of ours (it sits between two integers, `id`
 * and `is_3d_secure`), each adjacent pair of strings is kept apart by its format (digits, then letters).
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

/** Currencies Paymob's accounts settle in (Egypt, Pakistan, the Gulf). */
const PAYMOB_CURRENCIES = ["EGP", "USD", "EUR", "SAR", "AED", "OMR", "PKR"] as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** Paymob's created_at: a local date-time with up to microseconds, sometimes with a zone. */
const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/;
/** The card's masked digits or the wallet's number: never letters, so `sub_type` cannot start inside it. */
const PAN = /^[0-9xX*#\- ]{0,40}$/;
const WORD = /^[A-Za-z][A-Za-z0-9_\- ]{0,39}$/;
const nullableText = (pattern: RegExp) => z.string().regex(pattern).nullable();

/** The signed fields of a transaction, in their documented types. */
const signedShape = {
  amount_cents: cents,
  created_at: z.string().regex(CREATED_AT),
  currency: z.enum(PAYMOB_CURRENCIES),
  error_occured: z.boolean(),
  has_parent_transaction: z.boolean(),
  id,
  integration_id: id,
  is_3d_secure: z.boolean(),
  is_auth: z.boolean(),
  is_capture: z.boolean(),
  is_refunded: z.boolean(),
  is_standalone_payment: z.boolean(),
  is_voided: z.boolean(),
  owner: id,
  pending: z.boolean(),
  success: z.boolean(),
};

const responseCode = z.union([z.string().max(100), z.number()]);

/** A processed callback's `obj`: the signed fields typed, the few unsigned ones we read typed too. */
export const transactionSchema = z.looseObject({
  ...signedShape,
  order: z.looseObject({ id }),
  source_data: z.looseObject({
    pan: nullableText(PAN),
    sub_type: nullableText(WORD),
    type: nullableText(WORD),
  }),
  refunded_amount_cents: cents.optional(),
  // The acquirer's own response code sits in `data` beside the message; both are read only to tell a
  // declined student why (payment-decline.ts), never to decide anything.
  data: z
    .looseObject({ message: z.string().max(2000).optional(), txn_response_code: responseCode.optional() })
    .optional(),
  txn_response_code: responseCode.optional(),
});
export type PaymobTransaction = z.infer<typeof transactionSchema>;

/** The processed callback's body: `{ type: "TRANSACTION", obj }`. */
export const processedCallbackSchema = z.looseObject({ type: z.literal("TRANSACTION"), obj: transactionSchema });

/** The fields the HMAC covers, as parsed (both callbacks give these). */
export type SignedFields = Pick<PaymobTransaction, keyof typeof signedShape> & {
  order: { id: number };
  source_data: { pan: string | null; sub_type: string | null; type: string | null };
};

const integerText = z
  .string()
  .regex(/^(0|[1-9]\d{0,15})$/)
  .transform(Number);
const booleanText = z.enum(["true", "false"]).transform((v) => v === "true");

/** The response callback's flat query parameters, typed: every signed value in its documented form. */
const responseSchema = z.object({
  amount_cents: integerText.pipe(cents),
  created_at: signedShape.created_at,
  currency: signedShape.currency,
  error_occured: booleanText,
  has_parent_transaction: booleanText,
  id: integerText.pipe(id),
  integration_id: integerText.pipe(id),
  is_3d_secure: booleanText,
  is_auth: booleanText,
  is_capture: booleanText,
  is_refunded: booleanText,
  is_standalone_payment: booleanText,
  is_voided: booleanText,
  order: integerText.pipe(id),
  owner: integerText.pipe(id),
  pending: booleanText,
  success: booleanText,
  "source_data.pan": z.string().regex(PAN).default(""),
  "source_data.sub_type": z.union([z.literal(""), z.string().regex(WORD)]).default(""),
  "source_data.type": z.union([z.literal(""), z.string().regex(WORD)]).default(""),
});

/** The signed fields of a response callback's query, or null when any is missing or malformed. */
export function responseFields(query: URLSearchParams): SignedFields | null {
  const raw: Record<string, string> = {};
  for (const key of [...Object.keys(responseSchema.shape)]) {
    const value = key === "order" ? (query.get("order") ?? query.get("order_id")) : query.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = responseSchema.safeParse(raw);
  if (!parsed.success) return null;
  const {
    order,
    "source_data.pan": pan,
    "source_data.sub_type": subType,
    "source_data.type": type,
    ...rest
  } = parsed.data;
  return { ...rest, order: { id: order }, source_data: { pan, sub_type: subType, type } };
}

function text(value: string | number | boolean | null): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  return String(value);
}

/** The string to sign, made from parsed values only. */
export function signedString(fields: SignedFields): string {
  return HMAC_FIELDS.map((field) => {
    if (field === "order.id") return text(fields.order.id);
    if (field.startsWith("source_data.")) {
      return text(fields.source_data[field.slice("source_data.".length) as keyof SignedFields["source_data"]]);
    }
    return text(fields[field as keyof typeof signedShape]);
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
