/**
 * Configures the process for the Paymob integration tests (keys set, demo data off): call it before
 * anything reads the configuration, which is parsed once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export const KEYS = { secretKey: "sk_test_fixture", publicKey: "pk_test_fixture", hmacSecret: "hmac-fixture-secret" };

function configurePaymobEnv() {
  process.env.DATABASE_PATH = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "masar-paymob-")), "masar.db");
  process.env.SEED_DEMO = "0";
  process.env.PAYMOB_SECRET_KEY = KEYS.secretKey;
  process.env.PAYMOB_PUBLIC_KEY = KEYS.publicKey;
  process.env.PAYMOB_HMAC_SECRET = KEYS.hmacSecret;
  process.env.PAYMOB_INTEGRATION_IDS = "111,222";
}

/**
 * One Paymob integration suite: configures the process, then loads what reads the configuration, and
 * starts the HTTP harness (sandbox + our callback) before the suite's tests and closes it after them.
 * `h` forwards to the running harness.
 */
export async function paymobSuite() {
  configurePaymobEnv();
  const { signedString, signHmac, transactionSchema } = await import("#app/payments/paymob-hmac.server");
  /** Signs a transaction as Paymob does (it must be well-typed: a forged one reuses a real signature). */
  const signTransaction = (obj: Record<string, unknown>) =>
    signHmac(signedString(transactionSchema.parse(obj)), KEYS.hmacSecret);
  const { refundPayment } = await import("#app/services/payment-admin.server");
  const { startPaymobHarness } = await import("./paymob-harness.server");
  type Harness = Awaited<ReturnType<typeof startPaymobHarness>>;
  let running: Harness | null = null;
  beforeAll(async () => {
    running = await startPaymobHarness();
  });
  afterAll(() => running?.close());
  const h = new Proxy({} as Harness, {
    get: (_, key) => {
      if (!running) throw new Error("the Paymob harness starts in beforeAll: use it inside a test");
      return Reflect.get(running, key);
    },
  });
  return { h, signTransaction, refundPayment };
}
