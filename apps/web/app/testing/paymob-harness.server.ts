/**
 * The Paymob integration tests' harness: a real HTTP server hosting the local sandbox and our processed
 * callback, with the app configured by Paymob keys (switching to real Paymob is configuration only).
 * Import it only after `configurePaymobEnv()` ran: the configuration is read once.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect } from "vitest";
import { getRepositories } from "#app/repositories.server";
import { createSandbox } from "#app/payments/sandbox.server";
import { handleProcessedCallback } from "#app/services/payment-callback.server";
import { startPaymob } from "#app/services/payments.server";
import { studentAndPricedCourse } from "./payment-fixtures.server";
import { KEYS } from "./paymob-env.server";

type Learner = { uid: string; role: "student" };

export async function startPaymobHarness() {
  /** Callbacks the sandbox sent, kept instead of handled while `capture` is on. */
  const captured: { body: string; hmac: string | null }[] = [];
  // Filled once the server listens: the sandbox's base URL needs the server's port.
  const state: { capture: boolean; origin: string; sandbox?: ReturnType<typeof createSandbox> } = {
    capture: false,
    origin: "",
  };

  async function toRequest(req: http.IncomingMessage): Promise<Request> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    return new Request(`${state.origin}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
    });
  }

  const server = http.createServer(async (req, res) => {
    const request = await toRequest(req);
    const url = new URL(request.url);
    let response: Response | null = null;
    if (url.pathname === "/resources/paymob-callback") {
      const body = await request.text();
      if (state.capture) {
        captured.push({ body, hmac: url.searchParams.get("hmac") });
        response = new Response("ok");
      } else {
        const answer = await handleProcessedCallback(JSON.parse(body), url.searchParams.get("hmac"));
        response = Response.json(answer, { status: answer.status });
      }
    } else {
      response = await state.sandbox!.handle(request, "en");
    }
    response ??= new Response("Not found", { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.origin = origin;
  process.env.PAYMOB_BASE_URL = `${origin}/paymob-sandbox`;
  state.sandbox = createSandbox(`${origin}/paymob-sandbox`, { ...KEYS, integrationIds: [111, 222] });

  async function studentAndCourse(price = 350) {
    const { uid, courseId } = await studentAndPricedCourse(await getRepositories(), price);
    return { learner: { uid, role: "student" as const }, courseId };
  }

  /** Starts a checkout; returns the sandbox's checkout page the student is sent to. */
  async function checkout(learner: Learner, courseId: string) {
    const started = await startPaymob(learner, courseId, crypto.randomUUID(), origin);
    expect(started.kind).toBe("redirect");
    const to = (started as { to: string }).to;
    expect(to.startsWith(`${origin}/paymob-sandbox/unifiedcheckout/?publicKey=${KEYS.publicKey}`)).toBe(true);
    const page = await fetch(to);
    expect(page.status).toBe(200);
    return to;
  }

  /** Pays on a checkout page with the given outcome (again on the same page: a retry); the browser's redirect. */
  async function payAt(checkoutUrl: string, outcome = "card") {
    const paid = await fetch(checkoutUrl, {
      method: "POST",
      body: new URLSearchParams({ outcome }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    return new URL(paid.headers.get("Location")!);
  }

  /** Starts a checkout and pays in the sandbox with the given outcome; returns the browser's redirect. */
  async function pay(learner: Learner, courseId: string, outcome = "card") {
    return payAt(await checkout(learner, courseId), outcome);
  }

  /** Runs `act` with the sandbox's callbacks captured instead of delivered; returns what was sent. */
  async function capturing(act: () => Promise<unknown>) {
    state.capture = true;
    captured.length = 0;
    try {
      await act();
    } finally {
      state.capture = false;
    }
    return captured.map(({ body, hmac }) => ({
      body: JSON.parse(body) as { type: string; obj: Record<string, unknown> },
      hmac,
    }));
  }

  const post = (body: string, hmac: string | null) =>
    fetch(`${origin}/resources/paymob-callback${hmac === null ? "" : `?hmac=${hmac}`}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });

  /** Calls the sandbox's refund or void API as the merchant's dashboard or server would. */
  const reverse = (kind: "refund" | "void", transactionId: string, amountCents: number) =>
    fetch(`${origin}/paymob-sandbox/api/acceptance/void_refund/${kind}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Token ${KEYS.secretKey}` },
      body: JSON.stringify({ transaction_id: transactionId, amount_cents: amountCents }),
    });

  async function stateOf(uid: string, courseId: string) {
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

  async function close() {
    server.close();
    await (await getRepositories()).close();
    fs.rmSync(path.dirname(process.env.DATABASE_PATH!), { recursive: true, force: true });
  }

  return { origin, checkout, payAt, pay, capturing, post, reverse, stateOf, studentAndCourse, close };
}
