import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { getConfig } from "#app/env.server";
import { writeOnce } from "#app/utils/write-once.server";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let keys: VapidKeys | undefined;

const valid = (k: unknown): k is VapidKeys =>
  typeof k === "object" &&
  k !== null &&
  typeof (k as VapidKeys).publicKey === "string" &&
  typeof (k as VapidKeys).privateKey === "string";

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise (SQLite) a pair
 * generated on first start and kept beside the database with mode 600, like the session secret, so
 * browsers' subscriptions survive restarts. Without either (Firestore with no keys), a pair for the
 * life of the process: subscriptions then stop working at the next start, which the log says.
 */
export function getVapidKeys(): VapidKeys {
  if (keys) return keys;
  const config = getConfig();
  if (config.vapid) return (keys = config.vapid);
  if (config.dataBackend === "sqlite" && config.databasePath !== ":memory:") {
    const file = path.join(path.dirname(config.databasePath), "vapid-keys.json");
    try {
      const stored: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
      if (valid(stored)) return (keys = { publicKey: stored.publicKey, privateKey: stored.privateKey });
    } catch {
      // Not there yet: generated below.
    }
    const generated = webpush.generateVAPIDKeys();
    if (writeOnce(file, JSON.stringify(generated))) return (keys = generated);
    const stored: unknown = JSON.parse(fs.readFileSync(file, "utf8")); // another process wrote it first
    if (valid(stored)) return (keys = stored);
  }
  console.warn("[push] VAPID keys are not set: browser subscriptions last only as long as this process");
  return (keys = webpush.generateVAPIDKeys());
}

/** What web-push signs each request with. */
export function vapidDetails() {
  const { publicKey, privateKey } = getVapidKeys();
  return { subject: getConfig().vapidSubject, publicKey, privateKey };
}
