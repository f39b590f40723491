/**
 * Paymob's Intention API and refund API, spoken over fetch (no SDK). The same code talks to
 * accept.paymob.com and to the local sandbox (./sandbox.server.ts): only the settings differ.
 */
import { z } from "zod";

export interface PaymobSettings {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: number[];
  /** How calls reach Paymob: the network, or the in-process sandbox (demo mode). @defaultValue fetch */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/** Every billing field Paymob requires; "NA" where we do not know it (Paymob's own advice). */
export interface BillingData {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  apartment: string;
  floor: string;
  street: string;
  building: string;
  city: string;
  country: string;
  state: string;
}

export interface IntentionRequest {
  amount: number;
  currency: "EGP";
  payment_methods: number[];
  items: { name: string; amount: number; description: string; quantity: number }[];
  billing_data: BillingData;
  special_reference: string;
  /** Seconds the checkout stays open (Paymob's default: 3600). */
  expiration: number;
  notification_url: string;
  redirection_url: string;
}

const intentionResponseSchema = z.object({
  client_secret: z.string().min(1),
  intention_order_id: z.union([z.number(), z.string()]).transform(String),
});

class PaymobError extends Error {
  override name = "PaymobError";
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
  }
}

async function call(settings: PaymobSettings, path: string, body: unknown): Promise<unknown> {
  const response = await (settings.fetch ?? fetch)(`${settings.baseUrl}${path}`, {
    method: "POST",
    headers: { Authorization: `Token ${settings.secretKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok)
    throw new PaymobError(`Paymob ${path} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  try {
    return JSON.parse(text);
  } catch {
    throw new PaymobError(`Paymob ${path} answered with something that is not JSON`, response.status);
  }
}

/** POST /v1/intention/: the checkout's client secret and Paymob's order id (our provider reference). */
export async function createIntention(settings: PaymobSettings, request: IntentionRequest) {
  const parsed = intentionResponseSchema.safeParse(await call(settings, "/v1/intention/", request));
  if (!parsed.success)
    throw new PaymobError("Paymob's intention answer lacks client_secret or intention_order_id", 502);
  return { clientSecret: parsed.data.client_secret, orderId: parsed.data.intention_order_id };
}

/** Where the customer pays: Paymob's unified checkout for this intention. */
export function checkoutUrl(settings: PaymobSettings, clientSecret: string): string {
  const query = new URLSearchParams({ publicKey: settings.publicKey, clientSecret });
  return `${settings.baseUrl}/unifiedcheckout/?${query}`;
}

/** Refunds a paid transaction in full; resolves when Paymob accepted it. */
export async function refundTransaction(settings: PaymobSettings, transactionId: string, amountCents: number) {
  const answer = z.object({ id: z.union([z.number(), z.string()]).transform(String), success: z.boolean() }).safeParse(
    await call(settings, "/api/acceptance/void_refund/refund", {
      transaction_id: transactionId,
      amount_cents: amountCents,
    }),
  );
  if (!answer.success || !answer.data.success) throw new PaymobError("Paymob did not accept the refund", 502);
  return { refundId: answer.data.id };
}
