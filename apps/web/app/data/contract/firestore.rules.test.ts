import { describe, expect, it } from "vitest";

/**
 * firestore.rules deny every direct client request: the server (firebase-admin) is the only client.
 * Rules are enforced only by a real emulator or project, so this runs when FIRESTORE_EMULATOR_HOST
 * points at one (the in-process emulator ignores rules).
 */
const host = process.env.FIRESTORE_EMULATOR_HOST;

describe.skipIf(!host)("firestore.rules (needs a real emulator: set FIRESTORE_EMULATOR_HOST)", () => {
  const base = `http://${host}/v1/projects/demo-masar/databases/(default)/documents`;
  it.each([
    "courses",
    "users",
    "notifications",
    "payments",
    "sessions",
    "attempts",
    "reviewCards",
    "reviewSettings",
    "accountTokens",
    "auditLog",
    "certificates",
    "certificateKeys",
    "certificateNames",
    "courseCategories",
  ])("denies an unauthenticated client reading %s", async (collection) => {
    const res = await fetch(`${base}/${collection}`);
    expect(res.status).toBe(403);
  });
  it("denies a client write", async () => {
    const res = await fetch(`${base}/notifications`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fields: { title: { stringValue: "x" } } }),
    });
    expect(res.status).toBe(403);
  });
});
