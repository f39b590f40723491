/**
 * The Paymob flow over HTTP against the local sandbox: a real server hosts the sandbox and our processed
 * callback, the app is configured with Paymob keys (switching to real Paymob is configuration only).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-paymob-"));
const KEYS = { secretKey: "sk_test_fixture", publicKey: "pk_test_fixture", hmacSecret: "hmac-fixture-secret" };
process.env.DATABASE_PATH = path.join(dir, "masar.db");
process.env.SEED_DEMO = "0";
process.env.PAYMOB_SECRET_KEY = KEYS.secretKey;
process.env.PAYMOB_PUBLIC_KEY = KEYS.publicKey;
process.env.PAYMOB_HMAC_SECRET = KEYS.hmacSecret;
process.env.PAYMOB_INTEGRATION_IDS = "111,222";

const { createSandbox } = await import("./sandbox.server");
const { processedHmacString, signHmac } = await import("./paymob-hmac.server");
const { handleProcessedCallback } = await import("#app/services/payment-callback.server");
const { startPaymob } = await import("#app/services/payments.server");
const { refundPayment } = await import("#app/services/payment-admin.server");
const { getRepositories } = await import("#app/data/index.server");
const { studentAndPricedCourse } = await import("#app/testing/payment-fixtures.server");

/** Callbacks the sandbox sent, kept instead of handled while `capture` is on. */
const captured: { body: string; hmac: string | null }[] = [];
let capture = false;
let origin = "";
let server: http.Server;
let sandbox: ReturnType<typeof createSandbox>;

async function toRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`${origin}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
  });
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const request = await toRequest(req);
    const url = new URL(request.url);
    let response: Response | null = null;
    if (url.pathname === "/resources/paymob-callback") {
      const body = await request.text();
      if (capture) {
        captured.push({ body, hmac: url.searchParams.get("hmac") });
        response = new Response("ok");
      } else {
        const answer = await handleProcessedCallback(JSON.parse(body), url.searchParams.get("hmac"));
        response = Response.json(answer, { status: answer.status });
      }
    } else {
      response = await sandbox.handle(request, "en");
    }
    response ??= new Response("Not found", { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PAYMOB_BASE_URL = `${origin}/paymob-sandbox`;
  sandbox = createSandbox(`${origin}/paymob-sandbox`, { ...KEYS, integrationIds: [111, 222] });
});

afterAll(async () => {
  server.close();
  await (await getRepositories()).close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function studentAndCourse(price = 350) {
  const { uid, courseId } = await studentAndPricedCourse(await getRepositories(), price);
  return { learner: { uid, role: "student" as const }, courseId };
}

/** Starts a checkout and pays in the sandbox with the given outcome; returns the browser's redirect. */
async function pay(learner: { uid: string; role: "student" }, courseId: string, outcome = "card") {
  const started = await startPaymob(learner, courseId, crypto.randomUUID(), origin);
  expect(started.kind).toBe("redirect");
  const checkout = (started as { to: string }).to;
  expect(checkout.startsWith(`${origin}/paymob-sandbox/unifiedcheckout/?publicKey=${KEYS.publicKey}`)).toBe(true);
  const page = await fetch(checkout);
  expect(page.status).toBe(200);
  const paid = await fetch(checkout, {
    method: "POST",
    body: new URLSearchParams({ outcome }),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  return new URL(paid.headers.get("Location")!);
}

const post = (body: string, hmac: string | null) =>
  fetch(`${origin}/resources/paymob-callback${hmac === null ? "" : `?hmac=${hmac}`}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });

async function state(uid: string, courseId: string) {
  const repos = await getRepositories();
  const payments = (await repos.payments.listByUser(uid)).filter((p) => p.courseId === courseId);
  const notifications = await repos.notifications.listByUser(uid);
  return {
    statuses: payments.map((p) => p.status),
    payment: payments[0]!,
    enrolled: (await repos.enrollments.get(uid, courseId)) !== null,
    enrolments: await repos.enrollments.countByCourse(courseId),
    paymentNotices: notifications.filter((x) => x.type === "payment").length,
  };
}

describe("Paymob over HTTP against the sandbox", () => {
  it("a card payment is marked paid by the processed callback and enrols; the redirect carries the signed result", async () => {
    const { learner, courseId } = await studentAndCourse();
    const back = await pay(learner, courseId);
    expect(back.pathname).toBe(`/payment/${courseId}/result`);
    expect(back.searchParams.get("success")).toBe("true");
    expect(back.searchParams.get("hmac")).toMatch(/^[0-9a-f]{128}$/);
    const s = await state(learner.uid, courseId);
    expect(s).toMatchObject({ statuses: ["paid"], enrolled: true, paymentNotices: 1 });
    expect(s.payment.amountPiastres).toBe(35_000);
    expect(s.payment.transactionId).toBe(back.searchParams.get("id"));
  });

  it("a declined card leaves the payment pending with the gateway's message", async () => {
    const { learner, courseId } = await studentAndCourse();
    const back = await pay(learner, courseId, "declined");
    expect(back.searchParams.get("success")).toBe("false");
    const s = await state(learner.uid, courseId);
    expect(s).toMatchObject({ statuses: ["pending"], enrolled: false, paymentNotices: 0 });
    expect(s.payment.note).toBe("Do not honour");
  });

  it("the same processed callback sent 10 times at once: one paid payment, one enrolment, one notification", async () => {
    const { learner, courseId } = await studentAndCourse();
    capture = true;
    captured.length = 0;
    try {
      await pay(learner, courseId, "wallet");
    } finally {
      capture = false;
    }
    expect(captured).toHaveLength(1);
    const [{ body, hmac }] = captured as [{ body: string; hmac: string }];
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, hmac).then((r) => r.json())));
    expect(answers.filter((a: { outcome: string }) => a.outcome === "paid")).toHaveLength(1);
    expect(answers.filter((a: { outcome: string }) => a.outcome === "repeat")).toHaveLength(9);
    expect(await state(learner.uid, courseId)).toMatchObject({
      statuses: ["paid"],
      enrolled: true,
      enrolments: 1,
      paymentNotices: 1,
    });
  });

  describe("callbacks that must change nothing", () => {
    async function capturedCallback(price = 350) {
      const { learner, courseId } = await studentAndCourse(price);
      capture = true;
      captured.length = 0;
      try {
        await pay(learner, courseId);
      } finally {
        capture = false;
      }
      const { body, hmac } = captured[0]!;
      return { learner, courseId, body: JSON.parse(body) as { type: string; obj: Record<string, unknown> }, hmac };
    }
    const signed = (payload: { obj: Record<string, unknown> }) =>
      signHmac(processedHmacString(payload.obj), KEYS.hmacSecret);

    it("a bad signature is refused with 401", async () => {
      const { learner, courseId, body, hmac } = await capturedCallback();
      const flipped = hmac!.slice(0, -1) + (hmac!.endsWith("0") ? "1" : "0");
      expect((await post(JSON.stringify(body), flipped)).status).toBe(401);
      expect((await post(JSON.stringify(body), null)).status).toBe(401);
      // A valid signature over a tampered payload is no signature.
      const richer = { ...body, obj: { ...body.obj, amount_cents: 1 } };
      expect((await post(JSON.stringify(richer), hmac)).status).toBe(401);
      expect(await state(learner.uid, courseId)).toMatchObject({ statuses: ["pending"], enrolled: false });
    });

    it("an unknown order is a 404", async () => {
      const { learner, courseId, body } = await capturedCallback();
      const other = { ...body, obj: { ...body.obj, order: { id: 1 } } };
      expect((await post(JSON.stringify(other), signed(other))).status).toBe(404);
      expect(await state(learner.uid, courseId)).toMatchObject({ statuses: ["pending"], enrolled: false });
    });

    it("an amount or currency other than asked flags the payment for an admin and enrols nobody", async () => {
      const { learner, courseId, body } = await capturedCallback();
      const less = { ...body, obj: { ...body.obj, amount_cents: 100, id: 11 } };
      const answer = await post(JSON.stringify(less), signed(less));
      expect(await answer.json()).toEqual({ status: 200, outcome: "flagged" });
      const dollars = { ...body, obj: { ...body.obj, currency: "USD", id: 12 } };
      expect(await (await post(JSON.stringify(dollars), signed(dollars))).json()).toMatchObject({ outcome: "flagged" });
      const s = await state(learner.uid, courseId);
      expect(s).toMatchObject({ statuses: ["pending"], enrolled: false, paymentNotices: 0 });
      expect(s.payment.flag).toBe("amount_mismatch");
    });

    it("an old callback replayed after a refund changes nothing", async () => {
      const { learner, courseId, body, hmac } = await capturedCallback();
      expect((await post(JSON.stringify(body), hmac)).status).toBe(200);
      const { payment } = await state(learner.uid, courseId);
      expect(await refundPayment("admin-1", payment.id, origin)).toBe("refunded");
      expect(await state(learner.uid, courseId)).toMatchObject({ statuses: ["refunded"], enrolled: false });
      expect(await (await post(JSON.stringify(body), hmac)).json()).toEqual({ status: 200, outcome: "repeat" });
      const again = { ...body, obj: { ...body.obj, id: 99 } };
      expect(await (await post(JSON.stringify(again), signed(again))).json()).toMatchObject({ outcome: "ignored" });
      expect(await state(learner.uid, courseId)).toMatchObject({ statuses: ["refunded"], enrolled: false });
      // The sandbox refused a second refund of the same transaction; the payment is no longer paid anyway.
      expect(await refundPayment("admin-1", payment.id, origin)).toBe("alreadyDecided");
    });
  });
});
