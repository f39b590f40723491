import { describe, expect, it } from "vitest";
import { HMAC_FIELDS, processedHmacString, responseHmacString, signHmac, verifyHmac } from "./paymob-hmac.server";

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

function flat(obj: typeof SAMPLE): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(obj)) {
    if (k === "order") q.set("order", String(obj.order.id));
    else if (k === "source_data") for (const [s, sv] of Object.entries(obj.source_data)) q.set(`source_data.${s}`, sv);
    else q.set(k, String(v));
  }
  return q;
}

describe("Paymob HMAC", () => {
  it("rebuilds the documented string from the documented callback, byte for byte", () => {
    expect(processedHmacString(SAMPLE)).toBe(DOCUMENTED);
    expect(HMAC_FIELDS).toHaveLength(20);
  });

  it("reads the response callback's flat parameters, the order as `order` or `order_id`", () => {
    const q = flat(SAMPLE);
    expect(responseHmacString(q)).toBe(DOCUMENTED);
    q.delete("order");
    q.set("order_id", "217503754");
    expect(responseHmacString(q)).toBe(DOCUMENTED);
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
    const hmac = signHmac(processedHmacString(SAMPLE), SECRET);
    for (const field of HMAC_FIELDS) {
      const tampered = structuredClone(SAMPLE) as Record<string, unknown>;
      const [head, tail] = field.split(".") as [string, string | undefined];
      const holder = (tail ? tampered[head] : tampered) as Record<string, unknown>;
      const key = tail ?? head;
      const value = holder[key];
      holder[key] = typeof value === "boolean" ? !value : typeof value === "number" ? value + 1 : `${String(value)}x`;
      expect(verifyHmac(processedHmacString(tampered), SECRET, hmac), field).toBe(false);
    }
  });

  it("ignores fields outside the signed list (merchant_order_id is not signed)", () => {
    const hmac = signHmac(processedHmacString(SAMPLE), SECRET);
    expect(verifyHmac(processedHmacString({ ...SAMPLE, merchant_order_id: "other" }), SECRET, hmac)).toBe(true);
  });
});
