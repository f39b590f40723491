import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_ADMISSION_CONCURRENCY,
  DEFAULT_ADMISSION_CONCURRENCY_FIRESTORE,
  DEFAULT_ADMISSION_QUEUE,
  DEFAULT_ADMISSION_TIMEOUT_MS,
  DEFAULT_MAIL_FROM,
  DEFAULT_PAGE_CACHE_TTL_MS,
  parseConfig,
} from "./env.server";

/** What a deployment (production without the demo data) must say about its mail. */
const DEPLOYMENT_MAIL = { SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "no-reply@masar.example" };

describe("parseConfig", () => {
  it("needs nothing on a fresh machine", () => {
    const config = parseConfig({ INIT_CWD: "/srv/masar" });
    expect(config).toMatchObject({
      nodeEnv: "production",
      port: 3000,
      host: "127.0.0.1",
      dataBackend: "sqlite",
      databasePath: "/srv/masar/data/masar.db",
      filesDir: "/srv/masar/data/files",
      storageBucket: null,
      sessionSecret: null,
      seedDemo: true,
      enableTestRoutes: false,
    });
  });

  it("the public origin is APP_URL, required in a deployment; the demo and development use the listening one", () => {
    expect(parseConfig({ APP_URL: "https://masar.example.edu/some/path" })).toMatchObject({
      appUrl: "https://masar.example.edu",
      appUrlIsLocal: false,
    });
    expect(parseConfig({ PORT: "3210" })).toMatchObject({ appUrl: "http://localhost:3210", appUrlIsLocal: true });
    expect(parseConfig({ HOST: "0.0.0.0" }).appUrl).toBe("http://localhost:3000");
    expect(parseConfig({ HOST: "10.0.0.5", PORT: "8080" }).appUrl).toBe("http://10.0.0.5:8080");
    expect(parseConfig({ NODE_ENV: "development", SEED_DEMO: "0" }).appUrl).toBe("http://localhost:3000");
    expect(() => parseConfig({ SEED_DEMO: "0" })).toThrow(/APP_URL is required in production/);
    expect(parseConfig({ SEED_DEMO: "0", APP_URL: "https://masar.example.edu", ...DEPLOYMENT_MAIL }).appUrl).toBe(
      "https://masar.example.edu",
    );
  });

  it("reads the push settings, and refuses half a VAPID pair and a non-https push origin", () => {
    expect(parseConfig({})).toMatchObject({
      vapid: null,
      vapidSubject: "mailto:admin@masar.local",
      webPushAllowedOrigins: [],
    });
    const publicKey = "B".padEnd(87, "x");
    const privateKey = "p".padEnd(43, "y");
    expect(
      parseConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: "https://masar.example",
        WEB_PUSH_ALLOWED_ORIGINS: "https://127.0.0.1:8443, https://push.test",
      }),
    ).toMatchObject({
      vapid: { publicKey, privateKey },
      vapidSubject: "https://masar.example",
      webPushAllowedOrigins: ["https://127.0.0.1:8443", "https://push.test"],
    });
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY must be set together/);
    expect(() => parseConfig({ WEB_PUSH_ALLOWED_ORIGINS: "http://127.0.0.1:80" })).toThrow(/WEB_PUSH_ALLOWED_ORIGINS/);
    expect(() => parseConfig({ VAPID_SUBJECT: "admin@masar.local" })).toThrow(/VAPID_SUBJECT/);
  });

  it("sends mail through SMTP_URL, else to the outbox beside the database, from MAIL_FROM", () => {
    expect(parseConfig({ INIT_CWD: "/srv/masar" }).mail).toEqual({
      smtpUrl: null,
      from: DEFAULT_MAIL_FROM,
      outboxDir: "/srv/masar/data/outbox",
    });
    expect(
      parseConfig({
        DATABASE_PATH: "/var/masar/masar.db",
        SMTP_URL: "smtps://masar%40example.com:s3cret@mail.example.com:465",
        MAIL_FROM: "Masar <no-reply@masar.example>",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://masar%40example.com:s3cret@mail.example.com:465",
      from: "Masar <no-reply@masar.example>",
      outboxDir: "/var/masar/outbox",
    });
    expect(parseConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "no-reply@masar.example" }).mail).toMatchObject({
      smtpUrl: "smtp://127.0.0.1:2525",
      from: "no-reply@masar.example",
    });
    for (const value of ["mail.example.com:587", "https://mail.example.com", "smtp://", "smtp:mail"])
      expect(() => parseConfig({ SMTP_URL: value }), value).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    for (const value of ["Masar", "Masar <no-reply>", "a b@example.com", "<no-reply@masar.example"])
      expect(() => parseConfig({ MAIL_FROM: value }), value).toThrow(/MAIL_FROM must be an e-mail address/);
    // A deployment names its sender; the demo may keep the default.
    expect(() =>
      parseConfig({ SEED_DEMO: "0", APP_URL: "https://masar.example", SMTP_URL: "smtp://mail.example.com" }),
    ).toThrow(/MAIL_FROM is required with SMTP_URL/);
    expect(parseConfig({ SMTP_URL: "smtp://mail.example.com" }).mail.from).toBe(DEFAULT_MAIL_FROM);
    // A deployment sends its mail: without a server, reset links would sit in the log and the outbox.
    expect(() => parseConfig({ SEED_DEMO: "0", APP_URL: "https://masar.example" })).toThrow(
      /SMTP_URL is required in production/,
    );
  });

  it("never shows the SMTP password in a configuration error", () => {
    let error: unknown;
    try {
      parseConfig({ SMTP_URL: "http://masar:s3cret@mail.example.com:587" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('(got "http://masar:***@mail.example.com:587")');
    expect((error as ConfigError).message).not.toContain("s3cret");
  });

  it("reads the admission gate's settings, and names each bad one", () => {
    expect(parseConfig({}).admission).toEqual({
      concurrency: DEFAULT_ADMISSION_CONCURRENCY,
      queueLimit: DEFAULT_ADMISSION_QUEUE,
      waitTimeoutMs: DEFAULT_ADMISSION_TIMEOUT_MS,
    });
    expect(
      parseConfig({ ADMISSION_CONCURRENCY: "16", ADMISSION_QUEUE: "0", ADMISSION_TIMEOUT_MS: "2500" }).admission,
    ).toEqual({ concurrency: 16, queueLimit: 0, waitTimeoutMs: 2500 });
    expect(parseConfig({ ADMISSION_CONCURRENCY: "off" }).admission.concurrency).toBeNull();
    // Firestore's pages wait on the network, not the CPU: a wider gate by default, still settable.
    const firestore = { DATA_BACKEND: "firestore", GOOGLE_CLOUD_PROJECT: "demo-masar", SESSION_SECRET: "x".repeat(32) };
    expect(parseConfig(firestore).admission.concurrency).toBe(DEFAULT_ADMISSION_CONCURRENCY_FIRESTORE);
    expect(parseConfig({ ...firestore, ADMISSION_CONCURRENCY: "4" }).admission.concurrency).toBe(4);
    for (const value of ["0", "-1", "1.5", "many", "10000", "Infinity"])
      expect(() => parseConfig({ ADMISSION_CONCURRENCY: value }), value).toThrow(
        `ADMISSION_CONCURRENCY must be a whole number from 1 to 9999, or "off" (got "${value}")`,
      );
    for (const value of ["-1", "2.5", "lots", "100001"])
      expect(() => parseConfig({ ADMISSION_QUEUE: value }), value).toThrow(/ADMISSION_QUEUE must be a whole number/);
    for (const value of ["99", "60001", "1e9", "soon"])
      expect(() => parseConfig({ ADMISSION_TIMEOUT_MS: value }), value).toThrow(/ADMISSION_TIMEOUT_MS must be a whole/);
  });

  it("reads the visitor page cache's settings, and names each bad one", () => {
    expect(parseConfig({}).pageCache).toEqual({ ttlMs: DEFAULT_PAGE_CACHE_TTL_MS });
    expect(parseConfig({ PAGE_CACHE: "1", PAGE_CACHE_TTL_MS: "600000" }).pageCache).toEqual({ ttlMs: 600_000 });
    expect(parseConfig({ PAGE_CACHE: "0", PAGE_CACHE_TTL_MS: "2000" }).pageCache).toBeNull();
    for (const value of ["off", "yes", "2"])
      expect(() => parseConfig({ PAGE_CACHE: value }), value).toThrow(
        `PAGE_CACHE must be "1" (on) or "0" (off) (got "${value}")`,
      );
    for (const value of ["99", "600001", "1.5", "long"])
      expect(() => parseConfig({ PAGE_CACHE_TTL_MS: value }), value).toThrow(/PAGE_CACHE_TTL_MS must be a whole/);
  });

  it("reads valid values", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      NODE_ENV: "development",
      DATABASE_PATH: "/tmp/x.db",
      SESSION_SECRET: "s".repeat(40),
      SEED_DEMO: "0",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      isProduction: false,
      databasePath: "/tmp/x.db",
      seedDemo: false,
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "3.5" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ DATA_BACKEND: "mongo" }, "DATA_BACKEND"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ DATA_BACKEND: "firestore" }, "FIREBASE_PROJECT_ID"],
    [{ DATA_BACKEND: "firestore", FIREBASE_PROJECT_ID: "demo-x" }, "SESSION_SECRET"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
  ])("rejects %j naming %s", (env, name) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
    expect((error as ConfigError).problems.some((p) => p.startsWith(name))).toBe(true);
  });

  it("accepts Firestore with a project from GOOGLE_CLOUD_PROJECT and a secret", () => {
    const config = parseConfig({
      DATA_BACKEND: "firestore",
      GOOGLE_CLOUD_PROJECT: "demo-masar",
      SESSION_SECRET: "x".repeat(32),
    });
    expect(config.firebaseProjectId).toBe("demo-masar");
  });
});
