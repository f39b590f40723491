import os from "node:os";
import path from "node:path";
import { DEFAULT_ADMISSION_CONCURRENCY, DEFAULT_ADMISSION_CONCURRENCY_FIRESTORE, envSchema } from "./env-schema.server";

export {
  DEFAULT_ADMISSION_CONCURRENCY,
  DEFAULT_ADMISSION_CONCURRENCY_FIRESTORE,
  DEFAULT_ADMISSION_QUEUE,
  DEFAULT_ADMISSION_TIMEOUT_MS,
  DEFAULT_PAGE_CACHE_TTL_MS,
} from "./env-schema.server";

export interface Config {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  sessionSecret: string | null;
  dataBackend: "sqlite" | "firestore";
  databasePath: string;
  firebaseProjectId: string | null;
  firestoreEmulatorHost: string | null;
  /** Where lesson files live on local disk: beside the database, in `files/`. */
  filesDir: string;
  storageBucket: string | null;
  seedDemo: boolean;
  secureCookies: boolean;
  enableTestRoutes: boolean;
  /** With the test routes only: the instant (ms) the clock was pinned to at start-up, or null. */
  testClock: number | null;
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  webPushAllowedOrigins: string[];
  /** The admission gate (server/admission.ts): concurrency null means no gate. */
  admission: { concurrency: number | null; queueLimit: number; waitTimeoutMs: number };
  /** The visitor page cache (server/http-server.ts, server/page-cache.ts): null when it is off. */
  pageCache: { ttlMs: number } | null;
  /** The public origin (no trailing slash): APP_URL, or the origin the server listens on (demo, development). */
  appUrl: string;
  /** True when appUrl is the listening address (no APP_URL): the loopback names all reach it. */
  appUrlIsLocal: boolean;
  /**
   * Outgoing mail (app/mail/): `smtpUrl` sends through that server; null writes each mail to `outboxDir`
   * (beside the database) and logs it, the demo's outbox. `from` is the sender of every mail.
   */
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  /**
   * Paymob: real keys, the local sandbox (demo mode without keys), or off (a deployment without keys).
   */
  paymob:
    | {
        mode: "live";
        baseUrl: string;
        secretKey: string;
        publicKey: string;
        hmacSecret: string;
        integrationIds: number[];
      }
    | { mode: "sandbox" }
    | { mode: "off" };
}

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** The sender when MAIL_FROM is unset: the product's name in both languages, an address that receives nothing. */
export const DEFAULT_MAIL_FROM = "مسار Masar <no-reply@localhost>";

/** The value as a problem may show it: an SMTP URL's password never reaches a log or the start-up screen. */
function shown(name: string, value: string): string {
  if (name !== "SMTP_URL") return value;
  return value.replace(/^([^:/]*:\/\/[^:@/]*:)[^/]*@/, "$1***@");
}

const ANY_ADDRESS = new Set(["127.0.0.1", "localhost", "::1", "0.0.0.0", "::"]);

/** The origin a browser on this machine opens for a server listening on host:port. */
function listeningOrigin(host: string, port: number): string {
  const name = ANY_ADDRESS.has(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        return `${name} ${issue.message}${name in cleaned ? ` (got "${shown(name, cleaned[name]!)}")` : ""}`;
      }),
    );
  }
  const env = result.data;
  const base = env.INIT_CWD ?? process.cwd();
  const databasePath = env.DATABASE_PATH === ":memory:" ? ":memory:" : path.resolve(base, env.DATABASE_PATH);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    sessionSecret: env.SESSION_SECRET ?? null,
    dataBackend: env.DATA_BACKEND,
    databasePath,
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT ?? null,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST ?? null,
    filesDir:
      databasePath === ":memory:"
        ? path.join(os.tmpdir(), "masar-files")
        : path.join(path.dirname(databasePath), "files"),
    storageBucket: env.STORAGE_BUCKET ?? null,
    seedDemo: env.SEED_DEMO,
    secureCookies: env.COOKIE_SECURE
      ? env.COOKIE_SECURE === "1" || env.COOKIE_SECURE === "true"
      : env.NODE_ENV === "production",
    enableTestRoutes: env.ENABLE_TEST_ROUTES,
    testClock: env.ENABLE_TEST_ROUTES && env.TEST_CLOCK ? Date.parse(env.TEST_CLOCK) : null,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: env.VAPID_SUBJECT ?? "mailto:admin@masar.local",
    webPushAllowedOrigins: env.WEB_PUSH_ALLOWED_ORIGINS
      ? env.WEB_PUSH_ALLOWED_ORIGINS.split(",").map((o) => new URL(o.trim()).origin)
      : [],
    admission: {
      concurrency:
        env.ADMISSION_CONCURRENCY === "off"
          ? null
          : env.ADMISSION_CONCURRENCY !== undefined
            ? Number(env.ADMISSION_CONCURRENCY)
            : env.DATA_BACKEND === "firestore"
              ? DEFAULT_ADMISSION_CONCURRENCY_FIRESTORE
              : DEFAULT_ADMISSION_CONCURRENCY,
      queueLimit: env.ADMISSION_QUEUE,
      waitTimeoutMs: env.ADMISSION_TIMEOUT_MS,
    },
    pageCache: env.PAGE_CACHE === "0" ? null : { ttlMs: env.PAGE_CACHE_TTL_MS },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      outboxDir:
        databasePath === ":memory:"
          ? path.join(os.tmpdir(), "masar-outbox")
          : path.join(path.dirname(databasePath), "outbox"),
    },
    appUrl: env.APP_URL ? new URL(env.APP_URL).origin : listeningOrigin(env.HOST, env.PORT),
    appUrlIsLocal: !env.APP_URL,
    paymob:
      env.PAYMOB_SECRET_KEY && env.PAYMOB_PUBLIC_KEY && env.PAYMOB_HMAC_SECRET && env.PAYMOB_INTEGRATION_IDS
        ? {
            mode: "live",
            baseUrl: (env.PAYMOB_BASE_URL ?? "https://accept.paymob.com").replace(/\/+$/, ""),
            secretKey: env.PAYMOB_SECRET_KEY,
            publicKey: env.PAYMOB_PUBLIC_KEY,
            hmacSecret: env.PAYMOB_HMAC_SECRET,
            integrationIds: env.PAYMOB_INTEGRATION_IDS.split(",").map((id) => Number(id.trim())),
          }
        : env.SEED_DEMO
          ? { mode: "sandbox" }
          : { mode: "off" },
  };
}

let config: Config | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): Config {
  config ??= parseConfig(process.env);
  return config;
}
