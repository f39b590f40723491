import { execFileSync, spawn } from "node:child_process";
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Web Push end to end on one machine: a local HTTPS push receiver (self-signed certificate, trusted by
 * the sending process through NODE_EXTRA_CA_CERTS) gets what notify() sends and decrypts it (RFC 8291)
 * with the subscription's private key. The sender is a separate process (push-child.testing.ts).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-push-"));

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  status: number;
}
const received: Received[] = [];
let server: https.Server;
let origin: string;
const busyOnce = new Set<string>();

beforeAll(async () => {
  // "localhost" is in the certificate too: were the guard to let an endpoint there through, it would succeed.
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
    "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem"), "-subj", "/CN=127.0.0.1",
    "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
  ], { stdio: "ignore" }); // prettier-ignore
  server = https.createServer(
    { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const p = req.url ?? "";
        let status = 201;
        if (p.startsWith("/gone/")) status = 410;
        else if (p.startsWith("/busy/") && !busyOnce.has(p)) {
          busyOnce.add(p);
          status = 429;
          res.setHeader("Retry-After", "0");
        }
        received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks), status });
        res.writeHead(status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const b64url = (b: Buffer) => b.toString("base64url");

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

/** RFC 8291 / 8188 aes128gcm, one record: what the browser does with a push. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const secret = ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
  return padded.subarray(0, end).toString("utf8");
}

function runSender(plan: object): Promise<{ A: string[]; B: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "app/push/push-child.testing.ts", JSON.stringify(plan)], {
      cwd: webRoot,
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: path.join(dir, "cert.pem"),
        DATABASE_PATH: path.join(dir, "masar.db"),
        DATA_BACKEND: "sqlite",
        SEED_DEMO: "0",
        WEB_PUSH_ALLOWED_ORIGINS: origin,
        VAPID_SUBJECT: "mailto:push-test@masar.local",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (code === 0 && line) resolve(JSON.parse(line.slice(7)));
      else reject(new Error(`sender exited ${code}: ${err || out}`));
    });
  });
}

describe("Web Push through a local HTTPS push service", () => {
  it("delivers each user's push, encrypted, in their language; 410 deletes; 429 retries; the guard refuses", async () => {
    const a = browserKeys();
    const aGone = browserKeys();
    const aEvil = browserKeys();
    const b = browserKeys();
    const bBusy = browserKeys();
    const port = new URL(origin).port;
    const left = await runSender({
      subscriptions: {
        A: [
          { endpoint: `${origin}/ok/a`, keys: a.keys },
          { endpoint: `${origin}/gone/a`, keys: aGone.keys },
          { endpoint: `https://localhost:${port}/evil/a`, keys: aEvil.keys },
        ],
        B: [
          { endpoint: `${origin}/ok/b`, keys: b.keys },
          { endpoint: `${origin}/busy/b`, keys: bBusy.keys },
        ],
      },
    });
    const to = (p: string) => received.filter((r) => r.path === p);

    const forA = JSON.parse(decrypt(to("/ok/a")[0]!.body, a.ecdh, a.auth));
    expect(forA).toMatchObject({
      title: "New lesson in Calculus",
      body: "Integration by parts was added.",
      lang: "en",
      dir: "ltr",
      url: "/course/calc-1",
    });
    const forB = JSON.parse(decrypt(to("/ok/b")[0]!.body, b.ecdh, b.auth));
    expect(forB).toMatchObject({ title: "درس جديد في التفاضل", lang: "ar", dir: "rtl", url: "/notifications" });

    const headers = to("/ok/a")[0]!.headers;
    expect(headers["content-encoding"]).toBe("aes128gcm");
    expect(headers["ttl"]).toBe("86400");
    expect(headers["urgency"]).toBe("normal");
    expect(to("/ok/b")[0]!.headers["urgency"]).toBe("high");
    expect(String(headers["authorization"])).toMatch(/^vapid t=.+, k=.+/);

    // Each user's pushes went only to their own browsers: B's key cannot open A's push.
    expect(() => decrypt(to("/ok/a")[0]!.body, b.ecdh, b.auth)).toThrow();
    // 410: that subscription is gone; 429: sent again, then delivered and kept.
    expect(to("/gone/a")).toHaveLength(1);
    expect(to("/busy/b").map((r) => r.status)).toEqual([429, 201]);
    expect(JSON.parse(decrypt(to("/busy/b")[1]!.body, bBusy.ecdh, bBusy.auth)).title).toBe("درس جديد في التفاضل");
    // The guard: an endpoint outside the allowed push services is never contacted.
    expect(to("/evil/a")).toHaveLength(0);
    expect(left.A.sort()).toEqual([`${origin}/ok/a`, `https://localhost:${port}/evil/a`].sort());
    expect(left.B.sort()).toEqual([`${origin}/busy/b`, `${origin}/ok/b`]);
  }, 60_000);
});
