/**
 * The built app in this process (decision 037): Remix's request handler on `build/server`, a real SQLite
 * file of the test file's own (seeded with the demo data), real sessions and cookies, no socket. What
 * needs no browser and no server process (the access matrix, refusals, redirects, the HTML a page is
 * served with) is checked here, in milliseconds a request. What the process adds in front of the app
 * (server/request-guards.ts: hosts, bodies, cross-site posts) is checked over a socket (built-server.ts).
 *
 * Call `inProcessApp()` at the top of a test file (before anything reads the configuration).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { afterAll } from "vitest";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The demo's listening origin (no PORT, no APP_URL): what `publicOrigin()` answers. */
export const ORIGIN = "http://localhost:3000";

export interface Call {
  method?: string;
  /** A Cookie header. */
  cookie?: string;
  /** Posted as a urlencoded form. */
  form?: Record<string, string>;
  /** Posted as it is (a multipart form, repeated fields), with its Content-Type in `headers`. */
  body?: BodyInit;
  headers?: Record<string, string>;
}

export async function inProcessApp(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `masar-${name}-`));
  process.env.DATABASE_PATH = path.join(dir, "masar.db");
  process.env.ENABLE_TEST_ROUTES = "1";
  const build = (await import(path.join(webRoot, "build/server/index.js"))) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let caller = 0;

  /** One request as the browser would send it; redirects are answered, not followed. */
  async function call(pathname: string, { method, cookie, form, body, headers = {} }: Call = {}): Promise<Response> {
    const init: RequestInit = { method: method ?? (form || body ? "POST" : "GET"), headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (cookie) h.Cookie = cookie;
    if (form) {
      init.body = new URLSearchParams(form).toString();
      h["Content-Type"] = "application/x-www-form-urlencoded";
    } else if (body) init.body = body;
    caller++;
    return handle(new Request(`${ORIGIN}${pathname}`, init), {
      cspNonce: "in-process",
      // Each call from an address of its own: the per-address limits never count one test against another.
      clientAddress: `10.99.${(caller >> 8) & 255}.${caller & 255}`,
      singleFetch: pathname.split("?")[0]!.endsWith(".data"),
    });
  }

  /** The session cookie of a user signed in through the real form. */
  async function signIn(user: { email: string; password: string }): Promise<string> {
    const response = await call("/login", { form: { intent: "login", ...user, redirectTo: "/" } });
    if (response.status !== 302) throw new Error(`sign-in of ${user.email} answered ${response.status}`);
    const session = response.headers.getSetCookie().find((c) => c.startsWith("masar_session="));
    if (!session) throw new Error(`sign-in of ${user.email} set no session`);
    return session.split(";")[0]!;
  }

  let serial = 0;
  /**
   * A new student through the real sign-up form (`prefix` names the test file in the address), her
   * address verified unless `verified` is false (paying and certificates need it); her uid read from the store.
   */
  async function signUpStudent(prefix: string, { verified = true, displayName = "Mona Adel" } = {}) {
    const email = `${prefix}-${Date.now()}-${++serial}@example.com`;
    const response = await call("/login", {
      form: { intent: "signup", displayName, email, password: "a-good-password" },
    });
    const cookie = sessionOf(response);
    if (!cookie) throw new Error(`sign-up of ${email} answered ${response.status} without a session`);
    if (verified) await call("/__test/verify-email", { cookie });
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
    const { uid } = db.prepare("SELECT uid FROM users WHERE email = ?").get(email) as { uid: string };
    db.close();
    return { email, cookie, uid };
  }

  return { call, signIn, signUpStudent };
}

/** The session cookie a response sets ("name=value"), or null when it sets none or clears it. */
export function sessionOf(response: Response): string | null {
  return (
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith("masar_session=") && !c.startsWith("masar_session=;"))
      ?.split(";")[0] ?? null
  );
}

/** The flash toast's key a response sets (the signed cookie's payload), or null. */
export function flashToastKey(response: Response): string | null {
  const toast = response.headers.getSetCookie().find((c) => c.startsWith("masar_toast_"));
  if (!toast) return null;
  return Buffer.from(decodeURIComponent(toast.split(";")[0]!.split("=")[1]!).split(".")[0]!, "base64").toString();
}
