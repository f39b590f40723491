/**
 * Configures the process for the Paymob integration tests (keys set, demo data off): call it before
 * anything reads the configuration, which is parsed once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const KEYS = { secretKey: "sk_test_fixture", publicKey: "pk_test_fixture", hmacSecret: "hmac-fixture-secret" };

export function configurePaymobEnv() {
  process.env.DATABASE_PATH = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "masar-paymob-")), "masar.db");
  process.env.SEED_DEMO = "0";
  process.env.PAYMOB_SECRET_KEY = KEYS.secretKey;
  process.env.PAYMOB_PUBLIC_KEY = KEYS.publicKey;
  process.env.PAYMOB_HMAC_SECRET = KEYS.hmacSecret;
  process.env.PAYMOB_INTEGRATION_IDS = "111,222";
}
