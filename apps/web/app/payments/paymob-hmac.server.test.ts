import { describe, expect, it } from "vitest";
import {
  HMAC_FIELDS,
  processedCallbackSchema,
  responseFields,
  signedString,
  signHmac,
  transactionSchema,
  verifyHmac,
} from "./paymob-hmac.server";

/** Paymob's documented processed-callback sample (the fields the HMAC reads). */
const SAMPLE = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754 },
  created_at: "2024-06-13T11:33:44.592345",
  currency: "EGP",
  source_data: { pan: "2346", type: "card", sub_type: "MasterCard" },
  error_occured: false,
  owner: 302852,
};
/** The concatenated string the docs print for that sample. */
const DOCUMENTED =
  "1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue";
const SECRET = "fixture-hmac-secret";

function flat(obj: Record<string, unknown>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(obj)) {
    if (k === "order") q.set("order", String((v as { id: unknown }).id));
    else if (k === "source_data")
      for (const [s, sv] of Object.entries(v as object)) q.set(`source_data.${s}`, String(sv));
    else q.set(k, String(v));
  }
  return q;
}

/** The values of the signed fields joined as Paymob joins them, whatever their types (what a forger aims at). */
function naiveString(obj: Record<string, unknown>): string {
  const at = (path: string) =>
    path.split(".").reduce<unknown>((here, part) => (here as Record<string, unknown> | undefined)?.[part], obj);
  return HMAC_FIELDS.map((f) => {
    const v = at(f);
    return v === null || v === undefined ? "" : String(v);
  }).join("");
}

/**
 * Payloads that spell the documented string with other values (decision 036): each signs exactly like the
 * sample, so only the types and formats can refuse it.
 */
const FORGED: [string, Record<string, unknown>][] = [
  [
    "booleans shifted into strings to flip is_refunded (the probe's payload)",
    {
      ...SAMPLE,
      is_auth: "falsefalsefalse",
      is_capture: "",
      is_refunded: true,
      is_standalone_payment: "",
      is_voided: "false",
    },
  ],
  [
    "an amount one digit longer, the year one shorter",
    { ...SAMPLE, amount_cents: 1000002, created_at: "024-06-13T11:33:44.592345" },
  ],
  ["the currency swallowing error_occured", { ...SAMPLE, currency: "EGPfalse", error_occured: "" }],
  [
    "numbers sent as strings, the transaction id one digit longer",
    { ...SAMPLE, id: "1920364654", integration_id: "097558" },
  ],
  [
    "the card's digits swallowing the brand",
    { ...SAMPLE, source_data: { pan: "2346Master", sub_type: "Card", type: "card" } },
  ],
];

describe("Paymob HMAC", () => {
  it("rebuilds the documented string from the documented callback, byte for byte", () => {
    expect(signedString(transactionSchema.parse(SAMPLE))).toBe(DOCUMENTED);
    expect(HMAC_FIELDS).toHaveLength(20);
  });

  it("reads the response callback's flat parameters, the order as `order` or `order_id`", () => {
    const q = flat(SAMPLE);
    expect(signedString(responseFields(q)!)).toBe(DOCUMENTED);
    q.delete("order");
    q.set("order_id", "217503754");
    expect(signedString(responseFields(q)!)).toBe(DOCUMENTED);
  });

  it("verifies its own signature, in either case, and nothing else", () => {
    const hmac = signHmac(DOCUMENTED, SECRET);
    expect(hmac).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyHmac(DOCUMENTED, SECRET, hmac)).toBe(true);
    expect(verifyHmac(DOCUMENTED, SECRET, hmac.toUpperCase())).toBe(true);
    expect(verifyHmac(DOCUMENTED, "another-secret", hmac)).toBe(false);
    expect(verifyHmac(DOCUMENTED, SECRET, null)).toBe(false);
    expect(verifyHmac(DOCUMENTED, SECRET, "abc")).toBe(false);
    const lastFlipped = hmac.slice(0, -1) + (hmac.endsWith("0") ? "1" : "0");
    expect(verifyHmac(DOCUMENTED, SECRET, lastFlipped)).toBe(false);
  });

  it("detects tampering with each signed field", () => {
    const hmac = signHmac(DOCUMENTED, SECRET);
    for (const field of HMAC_FIELDS) {
      const tampered = structuredClone(SAMPLE) as Record<string, unknown>;
      const [head, tail] = field.split(".") as [string, string | undefined];
      const holder = (tail ? tampered[head] : tampered) as Record<string, unknown>;
      const key = tail ?? head;
      const value = holder[key];
      holder[key] =
        typeof value === "boolean"
          ? !value
          : typeof value === "number"
            ? value + 1
            : field === "currency"
              ? "USD"
              : field === "created_at"
                ? "2024-06-13T11:33:45.592345"
                : field === "source_data.pan"
                  ? "2347"
                  : `${String(value)}x`;
      expect(verifyHmac(signedString(transactionSchema.parse(tampered)), SECRET, hmac), field).toBe(false);
    }
  });

  it("ignores fields outside the signed list (merchant_order_id is not signed)", () => {
    const parsed = transactionSchema.parse({ ...SAMPLE, order: { id: 217503754, merchant_order_id: "other" } });
    expect(verifyHmac(signedString(parsed), SECRET, signHmac(DOCUMENTED, SECRET))).toBe(true);
  });

  it("refuses values that spell the signed string in other types or formats, in both callbacks", () => {
    for (const [name, forged] of FORGED) {
      // Joined blindly, each forged payload signs exactly like the documented one...
      expect(naiveString(forged), name).toBe(DOCUMENTED);
      // ...and is refused before any HMAC is computed.
      expect(processedCallbackSchema.safeParse({ type: "TRANSACTION", obj: forged }).success, name).toBe(false);
      expect(responseFields(flat(forged)), name).toBeNull();
    }
    expect(processedCallbackSchema.safeParse({ type: "TRANSACTION", obj: SAMPLE }).success).toBe(true);
    expect(processedCallbackSchema.safeParse({ type: "TOKEN", obj: SAMPLE }).success).toBe(false);
    // A boolean or number sent as a string, even one that spells the same value.
    for (const field of ["success", "is_refunded", "amount_cents", "id"] as const) {
      const stringly = { ...SAMPLE, [field]: String(SAMPLE[field]) };
      expect(processedCallbackSchema.safeParse({ type: "TRANSACTION", obj: stringly }).success, field).toBe(false);
    }
  });

  it("a response callback's booleans and numbers must be written as Paymob writes them", () => {
    for (const [key, value] of [
      ["success", "True"],
      ["success", "1"],
      ["amount_cents", "0100000"],
      ["amount_cents", "1e5"],
      ["order", "217503754 "],
      ["currency", "egp"],
    ]) {
      const q = flat(SAMPLE);
      q.set(key!, value!);
      expect(responseFields(q), `${key}=${value}`).toBeNull();
    }
    const missing = flat(SAMPLE);
    missing.delete("is_voided");
    expect(responseFields(missing)).toBeNull();
  });
});
