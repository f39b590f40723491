/**
 * A local stand-in for Paymob (decision 012), speaking the documented protocol so that switching to
 * real Paymob is configuration only: the Intention API, a unified-checkout page where the tester picks
 * an outcome, the signed transaction processed callback (server to server) and response callback
 * (browser redirect), and the refund API. Mounted at /paymob-sandbox only in demo mode without keys.
 * Any of those requests may reach any of the server's processes: the keys are derived from a secret
 * they share and the intentions and transactions live in a store they share (./sandbox-store.server.ts).
 */
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { signedString, signHmac, transactionSchema } from "./paymob-hmac.server";
import type { IntentionRequest, PaymobSettings } from "./paymob-client.server";
import { sandboxPage, type SandboxOutcome, SANDBOX_OUTCOMES } from "./sandbox-page.server";
import {
  memorySandboxStore,
  type SandboxIntention as Intention,
  type SandboxStore,
  type SandboxTransaction as Transaction,
  type StoredTransaction,
} from "./sandbox-store.server";

export interface Sandbox {
  settings: PaymobSettings;
  /** Answers a request under the sandbox's base path, or null when the path is not one of its own. */
  handle(request: Request, locale: "ar" | "en"): Promise<Response | null>;
}

const CARD_INTEGRATION = 4_097_558;
const WALLET_INTEGRATION = 4_097_559;
const REQUIRED_BILLING = ["first_name", "last_name", "email", "phone_number"] as const;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Paymob's created_at: a local timestamp with microseconds and no zone. */
const createdAt = () => `${new Date().toISOString().slice(0, 23)}${String(randomInt(0, 1000)).padStart(3, "0")}`;

function problemsOf(body: IntentionRequest, settings: PaymobSettings): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(body.amount) || body.amount <= 0) problems.push("amount must be whole piastres");
  if (body.currency !== "EGP") problems.push("currency must be EGP");
  if (!Array.isArray(body.payment_methods) || body.payment_methods.length === 0) problems.push("payment_methods");
  else if (body.payment_methods.some((m) => !settings.integrationIds.includes(Number(m))))
    problems.push("unknown integration");
  const items = Array.isArray(body.items) ? body.items : [];
  if (items.reduce((sum, i) => sum + Number(i.amount) * Number(i.quantity ?? 1), 0) !== body.amount) {
    problems.push("items must sum to amount");
  }
  for (const field of REQUIRED_BILLING) if (!body.billing_data?.[field]) problems.push(`billing_data.${field}`);
  if (!body.special_reference) problems.push("special_reference");
  if (body.expiration !== undefined && !(Number.isSafeInteger(body.expiration) && body.expiration > 0)) {
    problems.push("expiration must be whole seconds");
  }
  for (const url of [body.notification_url, body.redirection_url]) {
    if (!URL.canParse(url ?? "")) problems.push("callback urls must be absolute");
  }
  return problems;
}

/** One key from the shared secret: HMAC-SHA256 under it, a label per key (none reveals another or the secret). */
const derive = (secret: string, label: string) =>
  createHmac("sha256", secret).update(`masar/paymob-sandbox/${label}`).digest("hex");

/**
 * The sandbox's keys derived from a secret every server process shares (the session secret), so each
 * process accepts the others' tokens, public key and signatures. Stable for a given secret.
 */
export function deriveSandboxKeys(secret: string): Pick<PaymobSettings, "secretKey" | "publicKey" | "hmacSecret"> {
  return {
    secretKey: `sandbox_sk_${derive(secret, "secret-key").slice(0, 32)}`,
    publicKey: `sandbox_pk_${derive(secret, "public-key").slice(0, 16)}`,
    hmacSecret: derive(secret, "hmac-secret"),
  };
}

export interface SandboxOptions {
  /** Derive the keys not given from this shared secret; without it they are random (one process). */
  secret?: string;
  /** Where intentions and transactions are kept: this sandbox's memory unless given. */
  store?: SandboxStore;
}

export function createSandbox(
  baseUrl: string,
  keys?: Partial<PaymobSettings>,
  { secret, store = memorySandboxStore() }: SandboxOptions = {},
): Sandbox {
  const derived = secret === undefined ? null : deriveSandboxKeys(secret);
  const settings: PaymobSettings = {
    baseUrl,
    secretKey: keys?.secretKey ?? derived?.secretKey ?? `sandbox_sk_${randomBytes(16).toString("hex")}`,
    publicKey: keys?.publicKey ?? derived?.publicKey ?? `sandbox_pk_${randomBytes(8).toString("hex")}`,
    hmacSecret: keys?.hmacSecret ?? derived?.hmacSecret ?? randomBytes(32).toString("hex"),
    integrationIds: keys?.integrationIds ?? [CARD_INTEGRATION, WALLET_INTEGRATION],
  };
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, "");
  const authorised = (request: Request) => request.headers.get("Authorization") === `Token ${settings.secretKey}`;

  async function intention(request: Request) {
    if (!authorised(request)) return json({ detail: "Invalid token" }, 401);
    const body = (await request.json().catch(() => null)) as IntentionRequest | null;
    if (!body) return json({ detail: "JSON body required" }, 400);
    const problems = problemsOf(body, settings);
    if (problems.length) return json({ detail: problems }, 400);
    const clientSecret = `egy_csk_test_${randomBytes(16).toString("hex")}`;
    const orderId = randomInt(100_000_000, 999_999_999);
    store.setIntention({
      request: body,
      orderId,
      clientSecret,
      expiresAt: Date.now() + (body.expiration ?? 3600) * 1000,
    });
    return json(
      {
        id: `pi_test_${randomBytes(8).toString("hex")}`,
        client_secret: clientSecret,
        intention_order_id: orderId,
        special_reference: body.special_reference,
        amount: body.amount,
        currency: body.currency,
        status: "intended",
      },
      201,
    );
  }

  /** The transaction Paymob would report for the tester's choice. */
  function transaction(found: Intention, outcome: SandboxOutcome): Transaction {
    const wallet = outcome === "wallet";
    const success = outcome === "card" || outcome === "wallet";
    const id = randomInt(100_000_000, 999_999_999);
    const obj: Transaction = {
      id,
      pending: false,
      amount_cents: found.request.amount,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: !wallet,
      integration_id: wallet ? settings.integrationIds.at(-1)! : settings.integrationIds[0]!,
      has_parent_transaction: false,
      order: { id: found.orderId, merchant_order_id: found.request.special_reference },
      created_at: createdAt(),
      currency: found.request.currency,
      source_data: wallet
        ? { pan: "01010101010", type: "wallet", sub_type: "wallet" }
        : { pan: "2346", type: "card", sub_type: "MasterCard" },
      error_occured: false,
      owner: 302_852,
      // A declined card as Paymob reports it: the acquirer's words and code (the one-character codes of
      // its payment client: "5" is insufficient funds), which the app turns into a reason.
      ...(success
        ? { data: { message: "Approved" }, txn_response_code: "APPROVED" }
        : outcome === "insufficient"
          ? { data: { message: "Insufficient Funds" }, txn_response_code: "5" }
          : { data: { message: "Do not honour" }, txn_response_code: "DECLINED" }),
      refunded_amount_cents: 0,
    };
    store.setTransaction({ obj, notificationUrl: found.request.notification_url });
    return obj;
  }

  /** The signed transaction processed callback, POSTed as Paymob does; resolves once it was answered. */
  async function tell(notificationUrl: string, obj: Transaction) {
    const hmac = signHmac(signedString(transactionSchema.parse(obj)), settings.hmacSecret);
    await fetch(`${notificationUrl}${notificationUrl.includes("?") ? "&" : "?"}hmac=${hmac}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "TRANSACTION", obj }),
    }).catch((error: unknown) => console.error("[paymob-sandbox] processed callback failed", error));
    return hmac;
  }

  async function checkout(request: Request, locale: "ar" | "en") {
    const url = new URL(request.url);
    const found = store.getIntention(url.searchParams.get("clientSecret") ?? "");
    if (!found || url.searchParams.get("publicKey") !== settings.publicKey) {
      return new Response("Unknown checkout", { status: 404 });
    }
    // Past the intention's expiration the checkout takes no payment, as Paymob's does.
    if (found.expiresAt !== undefined && Date.now() > found.expiresAt) {
      return new Response("This checkout has expired", { status: 410 });
    }
    if (request.method === "GET") {
      return new Response(sandboxPage(locale, found.request.amount, request.url), {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    const form = await request.formData();
    const outcome = SANDBOX_OUTCOMES.find((o) => o === form.get("outcome"));
    if (!outcome) return new Response("Pick an outcome", { status: 400 });
    const obj = transaction(found, outcome);
    // The server-to-server callback first, as Paymob sends it; the browser's redirect does not wait on it.
    const hmac = await tell(found.request.notification_url, obj);
    const back = new URL(found.request.redirection_url);
    const flat: Record<string, string> = {
      id: String(obj.id),
      pending: String(obj.pending),
      amount_cents: String(obj.amount_cents),
      success: String(obj.success),
      is_auth: "false",
      is_capture: "false",
      is_standalone_payment: "true",
      is_voided: "false",
      is_refunded: "false",
      is_3d_secure: String(obj.is_3d_secure),
      integration_id: String(obj.integration_id),
      has_parent_transaction: "false",
      order: String(obj.order.id),
      created_at: obj.created_at,
      currency: obj.currency,
      "source_data.pan": obj.source_data.pan,
      "source_data.type": obj.source_data.type,
      "source_data.sub_type": obj.source_data.sub_type,
      error_occured: "false",
      owner: String(obj.owner),
      "data.message": obj.data.message,
      txn_response_code: obj.txn_response_code,
      merchant_order_id: obj.order.merchant_order_id,
    };
    for (const [k, v] of Object.entries(flat)) back.searchParams.set(k, v);
    back.searchParams.set("hmac", hmac);
    return new Response(null, { status: 303, headers: { Location: back.toString() } });
  }

  /**
   * The refund and void APIs: the transaction is reported again through the processed callback with
   * `is_refunded` (and `refunded_amount_cents`) or `is_voided` set, as Paymob reports any action on a
   * payment; the callback is delivered before the API answers, the order a merchant must cope with.
   */
  async function reverse(request: Request, kind: "refund" | "void") {
    if (!authorised(request)) return json({ detail: "Invalid token" }, 401);
    const body = (await request.json().catch(() => null)) as {
      transaction_id?: unknown;
      amount_cents?: unknown;
    } | null;
    // A refund may be partial and repeated up to the amount paid; `refunded_amount_cents` is the total so far.
    const amount = Number(body?.amount_cents);
    // Checked and changed in one step of the store: two refunds on two processes cannot both pass.
    const outcome = store.updateTransaction<"unknown" | "refused" | StoredTransaction>(
      String(body?.transaction_id ?? ""),
      (txn) => {
        if (!txn) return { answer: "unknown" };
        const { obj } = txn;
        const left = obj.amount_cents - obj.refunded_amount_cents;
        const open = obj.success && !obj.is_voided && left > 0;
        if (!open || (kind === "refund" && !(Number.isInteger(amount) && amount > 0 && amount <= left))) {
          return { answer: "refused" };
        }
        const next = {
          ...txn,
          obj:
            kind === "refund"
              ? { ...obj, is_refunded: true, refunded_amount_cents: obj.refunded_amount_cents + amount }
              : { ...obj, is_voided: true },
        };
        return { next, answer: next };
      },
    );
    if (outcome === "unknown") return json({ detail: "Transaction not found" }, 404);
    if (outcome === "refused") return json({ detail: `Cannot ${kind}` }, 400);
    const { obj } = outcome;
    await tell(outcome.notificationUrl, obj);
    return json({
      id: randomInt(100_000_000, 999_999_999),
      success: true,
      is_refund: kind === "refund",
      is_void: kind === "void",
      amount_cents: kind === "refund" ? amount : obj.amount_cents,
      parent_transaction: obj.id,
    });
  }

  return {
    settings,
    async handle(request, locale) {
      const path = new URL(request.url).pathname.slice(basePath.length);
      if (path === "/v1/intention/" && request.method === "POST") return intention(request);
      if (path === "/unifiedcheckout/" && (request.method === "GET" || request.method === "POST")) {
        return checkout(request, locale);
      }
      if (path === "/api/acceptance/void_refund/refund" && request.method === "POST") return reverse(request, "refund");
      if (path === "/api/acceptance/void_refund/void" && request.method === "POST") return reverse(request, "void");
      return null;
    },
  };
}
