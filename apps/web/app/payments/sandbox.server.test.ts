/**
 * The local Paymob sandbox across server processes: keys derived from the shared secret, state in the
 * shared store. Two sandboxes made separately over one file stand for two processes of one server.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedString, transactionSchema, verifyHmac } from "./paymob-hmac.server";
import { createSandbox, deriveSandboxKeys, type Sandbox } from "./sandbox.server";
import { SANDBOX_STORE_FILE, type SandboxStore, sqliteSandboxStore } from "./sandbox-store.server";

const SECRET = "a-session-secret-of-at-least-thirty-two-characters";

describe("the sandbox's keys", () => {
  it("derived twice from one secret, in two fresh copies of the module, are the same", async () => {
    const first = deriveSandboxKeys(SECRET);
    vi.resetModules();
    const again = (await import("./sandbox.server")).deriveSandboxKeys(SECRET);
    expect(again).toEqual(first);
    const other = createSandbox("http://sandbox.invalid/paymob-sandbox", undefined, { secret: SECRET });
    expect(other.settings).toMatchObject(first);
  });

  it("each key has its own label: no two are alike, none is or contains the secret, another secret gives others", () => {
    const keys = deriveSandboxKeys(SECRET);
    expect(keys.secretKey).toMatch(/^sandbox_sk_[0-9a-f]{32}$/);
    expect(keys.publicKey).toMatch(/^sandbox_pk_[0-9a-f]{16}$/);
    expect(keys.hmacSecret).toMatch(/^[0-9a-f]{64}$/);
    const hex = [keys.secretKey.slice("sandbox_sk_".length), keys.publicKey.slice("sandbox_pk_".length)];
    // Same label, same HMAC: one key would be a prefix of another.
    for (const part of hex) expect(keys.hmacSecret.startsWith(part)).toBe(false);
    expect(hex[0]!.startsWith(hex[1]!)).toBe(false);
    for (const key of Object.values(keys)) expect(key).not.toContain(SECRET);
    const elsewhere = deriveSandboxKeys(`${SECRET}!`);
    for (const name of ["secretKey", "publicKey", "hmacSecret"] as const) expect(elsewhere[name]).not.toBe(keys[name]);
  });

  it("keys given explicitly win over the derived ones; without a secret each sandbox has its own", () => {
    const given = createSandbox(
      "http://sandbox.invalid/paymob-sandbox",
      { secretKey: "sk_test_fixture" },
      { secret: SECRET },
    );
    expect(given.settings.secretKey).toBe("sk_test_fixture");
    expect(given.settings.hmacSecret).toBe(deriveSandboxKeys(SECRET).hmacSecret);
    const [one, two] = [1, 2].map(() => createSandbox("http://sandbox.invalid/paymob-sandbox"));
    expect(one!.settings.secretKey).not.toBe(two!.settings.secretKey);
  });
});

describe("two processes' sandboxes over one store file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-sandbox-"));
  const callbacks: { obj: Record<string, unknown>; hmac: string | null }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const hmac = new URL(req.url!, "http://x").searchParams.get("hmac");
      callbacks.push({
        obj: (JSON.parse(Buffer.concat(chunks).toString()) as { obj: Record<string, unknown> }).obj,
        hmac,
      });
      res.end("ok");
    });
  });
  let origin = "";
  const stores: SandboxStore[] = [];
  let a: Sandbox;
  let b: Sandbox;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const file = path.join(dir, SANDBOX_STORE_FILE);
    [a, b] = [1, 2].map(() => {
      const store = sqliteSandboxStore(file);
      stores.push(store);
      return createSandbox(`${origin}/paymob-sandbox`, undefined, { secret: SECRET, store });
    }) as [Sandbox, Sandbox];
  });
  afterAll(() => {
    server.close();
    for (const store of stores) store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const api = (sandbox: Sandbox, route: string, body: unknown, secretKey = sandbox.settings.secretKey) =>
    sandbox.handle(
      new Request(`${origin}/paymob-sandbox${route}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Token ${secretKey}` },
        body: JSON.stringify(body),
      }),
      "en",
    );

  async function intend(on: Sandbox, amount: number, token = on.settings.secretKey) {
    const answer = await api(
      on,
      "/v1/intention/",
      {
        amount,
        currency: "EGP",
        payment_methods: on.settings.integrationIds,
        items: [{ name: "Course", amount, description: "", quantity: 1 }],
        billing_data: {
          first_name: "Mona",
          last_name: "Salem",
          email: "mona@example.com",
          phone_number: "+201000000000",
        },
        special_reference: crypto.randomUUID(),
        notification_url: `${origin}/resources/paymob-callback`,
        redirection_url: `${origin}/payment/c1/result`,
      },
      token,
    );
    expect(answer!.status).toBe(201);
    return ((await answer!.json()) as { client_secret: string }).client_secret;
  }

  async function checkout(on: Sandbox, clientSecret: string, outcome?: string) {
    const url = `${origin}/paymob-sandbox/unifiedcheckout/?publicKey=${on.settings.publicKey}&clientSecret=${clientSecret}`;
    const request = outcome
      ? new Request(url, { method: "POST", body: new URLSearchParams({ outcome }) })
      : new Request(url);
    return (await on.handle(request, "ar"))!;
  }

  it("a checkout past its intention's expiration takes no payment, on either process", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const clientSecret = await intend(a, 45_000);
      expect((await checkout(b, clientSecret)).status).toBe(200);
      // The intention's default life is Paymob's: an hour.
      vi.setSystemTime(Date.now() + 3600_000 + 1000);
      expect((await checkout(b, clientSecret)).status).toBe(410);
      expect((await checkout(a, clientSecret, "card")).status).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an intention made on one is checked out and paid on the other; its signed callback verifies with either's secret", async () => {
    expect(b.settings).toMatchObject({ secretKey: a.settings.secretKey, hmacSecret: a.settings.hmacSecret });
    // The token the gateway got from one process is accepted by the other.
    const clientSecret = await intend(a, 45_000, b.settings.secretKey);
    expect((await checkout(b, clientSecret)).status).toBe(200);
    callbacks.length = 0;
    const paid = await checkout(b, clientSecret, "card");
    expect(paid.status).toBe(303);
    expect(callbacks).toHaveLength(1);
    const [{ obj, hmac }] = callbacks as [{ obj: Record<string, unknown>; hmac: string }];
    expect(obj).toMatchObject({ success: true, amount_cents: 45_000 });
    expect(verifyHmac(signedString(transactionSchema.parse(obj)), a.settings.hmacSecret, hmac)).toBe(true);
    expect(new URL(paid.headers.get("Location")!).searchParams.get("hmac")).toBe(hmac);
  });

  it("refunds and voids of a payment made on one go through on the other; two refunds over the amount: the second is refused", async () => {
    const clientSecret = await intend(b, 10_000);
    callbacks.length = 0;
    await checkout(a, clientSecret, "wallet");
    const id = callbacks[0]!.obj.id;

    expect(
      (await api(b, "/api/acceptance/void_refund/refund", { transaction_id: id, amount_cents: 6_000 }))!.status,
    ).toBe(200);
    const second = await api(a, "/api/acceptance/void_refund/refund", { transaction_id: id, amount_cents: 6_000 });
    expect(second!.status).toBe(400);
    expect(
      (await api(a, "/api/acceptance/void_refund/refund", { transaction_id: id, amount_cents: 4_000 }))!.status,
    ).toBe(200);
    expect(callbacks.at(-1)!.obj).toMatchObject({ id, is_refunded: true, refunded_amount_cents: 10_000 });
    expect((await api(b, "/api/acceptance/void_refund/void", { transaction_id: id }))!.status).toBe(400);
    expect(callbacks).toHaveLength(3);
  });

  it("a void on the other process; then nothing is left to refund", async () => {
    const clientSecret = await intend(a, 20_000);
    callbacks.length = 0;
    await checkout(b, clientSecret, "card");
    const id = callbacks[0]!.obj.id;
    expect((await api(a, "/api/acceptance/void_refund/void", { transaction_id: id }))!.status).toBe(200);
    expect(callbacks.at(-1)!.obj).toMatchObject({ id, is_voided: true });
    expect((await api(b, "/api/acceptance/void_refund/refund", { transaction_id: id, amount_cents: 1 }))!.status).toBe(
      400,
    );
  });

  it("a token, public key or transaction the sandbox never issued is still refused", async () => {
    expect((await api(a, "/v1/intention/", {}, "sandbox_sk_0000"))!.status).toBe(401);
    const clientSecret = await intend(a, 1_000);
    const wrongKey = await a.handle(
      new Request(`${origin}/paymob-sandbox/unifiedcheckout/?publicKey=sandbox_pk_0&clientSecret=${clientSecret}`),
      "en",
    );
    expect(wrongKey!.status).toBe(404);
    expect((await checkout(b, "egy_csk_test_unknown")).status).toBe(404);
    expect((await api(b, "/api/acceptance/void_refund/refund", { transaction_id: 1, amount_cents: 1 }))!.status).toBe(
      404,
    );
  });
});
