import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getConfig } from "#app/env.server";
import { writeOnce } from "#app/utils/write-once.server";

let secret: string | undefined;

/**
 * SESSION_SECRET when set; otherwise (SQLite) a secret generated on first start and kept beside the
 * database with mode 600, so sessions survive restarts without any set-up.
 */
export function getSessionSecret(): string {
  if (secret) return secret;
  const config = getConfig();
  if (config.sessionSecret) return (secret = config.sessionSecret);
  if (config.dataBackend === "sqlite" && config.databasePath !== ":memory:") {
    const file = path.join(path.dirname(config.databasePath), "session-secret");
    const generated = randomBytes(32).toString("hex");
    // Whichever server process comes first writes it; every other reads that one.
    secret = writeOnce(file, generated) ? generated : fs.readFileSync(file, "utf8").trim();
    if (secret && secret.length >= 32) return secret;
  }
  // Development with Firestore and no secret: sessions last as long as the process.
  return (secret = randomBytes(32).toString("hex"));
}
