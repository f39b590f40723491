import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getConfig } from "#app/env.server";

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
    try {
      secret = fs.readFileSync(file, "utf8").trim();
    } catch {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const generated = randomBytes(32).toString("hex");
      try {
        fs.writeFileSync(file, generated, { mode: 0o600, flag: "wx" });
        secret = generated;
      } catch {
        secret = fs.readFileSync(file, "utf8").trim(); // another process wrote it first
      }
    }
    if (secret && secret.length >= 32) return secret;
  }
  // Development with Firestore and no secret: sessions last as long as the process.
  return (secret = randomBytes(32).toString("hex"));
}
