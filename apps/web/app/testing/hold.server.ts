/**
 * Test-only (ENABLE_TEST_ROUTES): a request that stays in flight until the test lets it go, so the
 * admission gate's queue, its 503 and a graceful shutdown with requests waiting can be shown on the real
 * server without timing anything (tests/e2e/admission.spec.ts, decision 030).
 *
 * GET /__test/hold?key=K answers only once a form post to /__test/hold with intent=release and key=K
 * lets it go; intent=state answers which keys are held and the gate's counts. Posts carry a body, so
 * they pass the gate while every slot is taken.
 */
import { data } from "@remix-run/node";
import { readFormData } from "#app/forms/submission.server";

const KEY = /^[\w-]{1,40}$/;
const held = new Map<string, () => void>();
/** Posts to /__test/hold whose body is still arriving: the server has taken their connection. */
let reading = 0;

/** What the host (server/) shares with the test pages when ENABLE_TEST_ROUTES is on (the gate's counts). */
const admission = () =>
  (globalThis as { [key: symbol]: { stats(): Record<string, number> } | undefined })[
    Symbol.for("masar.admission")
  ]?.stats() ?? null;

export function holdUntilReleased(request: Request) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!KEY.test(key)) throw data({ error: "key must be 1 to 40 letters, digits, - or _" }, { status: 400 });
  if (held.has(key)) throw data({ error: "that key is already held" }, { status: 409 });
  return new Promise<Response>((resolve) => {
    const done = () => {
      held.delete(key);
      resolve(
        new Response(`released ${key}`, { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } }),
      );
    };
    held.set(key, done);
    request.signal.addEventListener("abort", done, { once: true });
  });
}

export async function holdAction(request: Request) {
  reading++;
  const form = await readFormData(request).finally(() => reading--);
  const intent = form.get("intent");
  if (intent === "state") return Response.json({ held: [...held.keys()], reading, admission: admission() });
  if (intent !== "release") throw data({ error: 'intent must be "release" or "state"' }, { status: 400 });
  const release = held.get(String(form.get("key") ?? ""));
  if (!release) throw data({ error: "nothing is held under that key" }, { status: 404 });
  release();
  return Response.json({ released: true });
}
