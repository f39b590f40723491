import { z } from "zod";

/**
 * The environment's schema (every variable, its default and its message), split from env.server.ts,
 * which turns the parsed values into the process's Config.
 */
const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** An smtp: or smtps: URL naming a host. */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** `address@domain` or `Display Name <address@domain>` (RFC 5322's mailbox, the common forms). */
const MAILBOX = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** Decision 030: chosen from the load scenario's figures at K = 1, 2, 4, 8, 16 and no limit (SQLite). */
export const DEFAULT_ADMISSION_CONCURRENCY = 2;
/**
 * With Firestore a page spends most of its time waiting on the network (tens of milliseconds a read),
 * not on the CPU: two at a time would leave the core idle and cap the site at a few dozen pages a
 * second, so the gate only bounds the interleaving there (decision 030).
 */
export const DEFAULT_ADMISSION_CONCURRENCY_FIRESTORE = 32;
/** Far above what a browser or the test suites open at once; the 200-user load scenario fits in it. */
export const DEFAULT_ADMISSION_QUEUE = 1000;
/** Under the server's 15 s header and 30 s request timeouts: a page that waited this long is late anyway. */
export const DEFAULT_ADMISSION_TIMEOUT_MS = 10_000;
/** How long a visitor's page is answered again from the page cache (server/page-cache.ts). */
export const DEFAULT_PAGE_CACHE_TTL_MS = 5_000;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a whole number between 1 and 65535" })
      .int("must be a whole number between 1 and 65535")
      .min(1, "must be a whole number between 1 and 65535")
      .max(65535, "must be a whole number between 1 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters (for example: openssl rand -hex 32)").optional(),
    DATA_BACKEND: z.enum(["sqlite", "firestore"], { error: 'must be "sqlite" or "firestore"' }).default("sqlite"),
    DATABASE_PATH: z.string().trim().min(1).default("./data/masar.db"),
    FIREBASE_PROJECT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLOUD_PROJECT: z.string().trim().min(1).optional(),
    GCLOUD_PROJECT: z.string().trim().min(1).optional(),
    FIRESTORE_EMULATOR_HOST: z.string().trim().min(1).optional(),
    /** Cloud Storage for Firebase bucket for lesson files (with DATA_BACKEND=firestore); unset: local disk. */
    STORAGE_BUCKET: z.string().trim().min(1).optional(),
    /** Seed the demo catalogue and users into an empty database. */
    SEED_DEMO: z
      .enum(["1", "0", "true", "false"])
      .optional()
      .transform((v) => v !== "0" && v !== "false"),
    /** Mark cookies Secure; on by default in production. Browsers still send them to http://localhost. */
    COOKIE_SECURE: z.enum(["1", "0", "true", "false"]).optional(),
    /** Routes that only end-to-end tests use (a page that throws). Never set in a deployment. */
    ENABLE_TEST_ROUTES: booleanFlag,
    /**
     * Test only (with ENABLE_TEST_ROUTES): the instant the server's clock starts at, for the end-to-end
     * runs that prove the suite on chosen dates (app/utils/clock.server.ts). Ignored without the test routes.
     */
    TEST_CLOCK: z.iso
      .datetime({ offset: true, error: "must be an ISO date-time (2028-02-29T10:00:00+02:00)" })
      .optional(),
    /** Web Push (VAPID) keys, base64url; generated beside the database when both are unset. */
    VAPID_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[\w-]{80,100}$/, "must be a base64url P-256 public key")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .trim()
      .regex(/^[\w-]{40,50}$/, "must be a base64url P-256 private key")
      .optional(),
    /** Who runs the push sender, for the push services: a mailto: or https: URL. */
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: URL")
      .optional(),
    /** Extra push service origins (comma-separated https origins), for tests only. */
    WEB_PUSH_ALLOWED_ORIGINS: z
      .string()
      .trim()
      .refine(
        (v) => v.split(",").every((o) => /^https:\/\/[^/\s]+$/.test(o.trim())),
        "must be comma-separated https origins (https://host[:port])",
      )
      .optional(),
    /**
     * The site's public origin (decision 036): absolute URLs given to others (Paymob's callbacks) are made from
     * it, and requests for any other host are refused. Required in a deployment (production without the
     * demo data); in development and the demo, the origin the server listens on.
     */
    APP_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    /** Paymob (Intention API); all unset: the local sandbox in demo mode, nothing in a deployment. */
    PAYMOB_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    PAYMOB_SECRET_KEY: z.string().trim().min(1).optional(),
    PAYMOB_PUBLIC_KEY: z.string().trim().min(1).optional(),
    PAYMOB_HMAC_SECRET: z.string().trim().min(1).optional(),
    PAYMOB_INTEGRATION_IDS: z
      .string()
      .trim()
      .regex(/^\d+(\s*,\s*\d+)*$/, "must be comma-separated integration ids (numbers)")
      .optional(),
    /**
     * Admission (decision 030): how many page and data requests render at once ("off": no limit), how
     * many may wait beyond those, and how long one may wait before it is answered 503 (busy).
     */
    ADMISSION_CONCURRENCY: z
      .string()
      .trim()
      .regex(/^(off|[1-9]\d{0,3})$/, 'must be a whole number from 1 to 9999, or "off"')
      .optional(),
    ADMISSION_QUEUE: z.coerce
      .number({ error: "must be a whole number from 0 to 100000" })
      .int("must be a whole number from 0 to 100000")
      .min(0, "must be a whole number from 0 to 100000")
      .max(100_000, "must be a whole number from 0 to 100000")
      .default(DEFAULT_ADMISSION_QUEUE),
    ADMISSION_TIMEOUT_MS: z.coerce
      .number({ error: "must be a whole number of milliseconds from 100 to 60000" })
      .int("must be a whole number of milliseconds from 100 to 60000")
      .min(100, "must be a whole number of milliseconds from 100 to 60000")
      .max(60_000, "must be a whole number of milliseconds from 100 to 60000")
      .default(DEFAULT_ADMISSION_TIMEOUT_MS),
    /** The visitor page cache: on unless `0` (server/http-server.ts, server/page-cache.ts). */
    PAGE_CACHE: z.enum(["0", "1"], { error: 'must be "1" (on) or "0" (off)' }).optional(),
    /** How long a cached page is answered again; the cluster e2e spec sets 10 minutes to rule expiry out. */
    PAGE_CACHE_TTL_MS: z.coerce
      .number({ error: "must be a whole number of milliseconds from 100 to 600000" })
      .int("must be a whole number of milliseconds from 100 to 600000")
      .min(100, "must be a whole number of milliseconds from 100 to 600000")
      .max(600_000, "must be a whole number of milliseconds from 100 to 600000")
      .default(DEFAULT_PAGE_CACHE_TTL_MS),
    /**
     * How many server processes `npm start` runs behind one port (server/cluster.ts, decision 035); read by
     * the host (server/) before this schema, checked here so a bad value gets the start-up error screen.
     */
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .regex(/^[1-9]\d?$/, "must be a whole number from 1 to 32")
      .refine((v) => Number(v) <= 32, "must be a whole number from 1 to 32")
      .optional(),
    /**
     * Outgoing mail (issue 38): an SMTP server as a URL, smtp:// (STARTTLS when offered, usually port 587)
     * or smtps:// (TLS from the start, usually 465), with the account in it. Unset: mails go to the local
     * outbox beside the database (the demo's), where the demo admin reads them. Required in a deployment
     * (production without the demo data).
     */
    SMTP_URL: z
      .string()
      .trim()
      .refine(isSmtpUrl, "must be an smtp:// or smtps:// URL with a host (smtp://user:password@mail.example.com:587)")
      .optional(),
    /** The sender of every mail: an address, with a display name before it in angle brackets or not. */
    MAIL_FROM: z
      .string()
      .trim()
      .regex(MAILBOX, "must be an e-mail address, alone or as Name <address> (Masar <no-reply@masar.example>)")
      .optional(),
    /** The directory relative paths are resolved against (npm sets INIT_CWD to where it was run). */
    INIT_CWD: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (
      env.DATA_BACKEND === "firestore" &&
      !(env.FIREBASE_PROJECT_ID || env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["FIREBASE_PROJECT_ID"],
        message: "is required when DATA_BACKEND=firestore",
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "must be set together with the other VAPID key" });
    }
    const paymob = ["PAYMOB_SECRET_KEY", "PAYMOB_PUBLIC_KEY", "PAYMOB_HMAC_SECRET", "PAYMOB_INTEGRATION_IDS"] as const;
    const given = paymob.filter((name) => env[name]);
    if (given.length > 0 && given.length < paymob.length) {
      for (const name of paymob.filter((n) => !env[n])) {
        ctx.addIssue({ code: "custom", path: [name], message: "must be set together with the other Paymob keys" });
      }
    }
    if (env.NODE_ENV === "production" && !env.SEED_DEMO && !env.APP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message: "is required in production (the public origin, for example https://masar.example.edu)",
      });
    }
    // A deployment sends its mails: the outbox would leave password-reset links in the log and on disk.
    if (env.NODE_ENV === "production" && !env.SEED_DEMO && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required in production (the mail server, for example smtp://user:password@mail.example.com:587)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SEED_DEMO && env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message: "is required with SMTP_URL in production (the sender, for example Masar <no-reply@masar.example>)",
      });
    }
    // With SQLite a secret is generated beside the database; a Firestore deployment has no such place.
    if (env.NODE_ENV === "production" && env.DATA_BACKEND === "firestore" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production with Firestore" });
    }
  });
