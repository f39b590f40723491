import { afterAll, beforeAll, expect, it } from "vitest";
import { personalRecords } from "../contract/accounts.contract";
import { startFirestoreEmulator } from "../contract/firestore-emulator";
import { TestClock } from "../contract/harness";
import type { Repositories } from "../ports";
import { createFirestoreRepositories } from "./index.server";

/** User ids that no generated id (a UUID, a Firestore id) can contain by chance. */
const ONE = "user-one";
const TWO = "user-two";

/**
 * Looks at the whole store after a purge: only the in-process emulator shows it (its state), so this
 * does not run against an external emulator.
 */
const external = process.env.FIRESTORE_EMULATOR_HOST;
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>> | undefined;
let repos: Repositories | undefined;
const clock = new TestClock();

beforeAll(async () => {
  if (external) return;
  emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  repos = createFirestoreRepositories({ projectId: "demo-masar-purge", now: clock.now });
});

afterAll(async () => {
  await repos?.close();
  if (emulator) {
    emulator.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  }
});

interface StoredCollection {
  documents: Record<string, StoredDocument>;
}
interface StoredDocument {
  path: string;
  fields: Record<string, unknown>;
  collections: Record<string, StoredCollection>;
}

/** The paths of the documents (subcollections included) whose path or fields hold the text, by collection. */
function documentsMentioning(text: string) {
  const state = emulator!.server.state.toJSON() as {
    projects: Record<string, { databases: Record<string, { collections: Record<string, StoredCollection> }> }>;
  };
  const found: Record<string, string[]> = {};
  const visit = (name: string, collection: StoredCollection) => {
    for (const doc of Object.values(collection.documents)) {
      if (doc.path.includes(text) || JSON.stringify(doc.fields).includes(text)) (found[name] ??= []).push(doc.path);
      for (const [child, sub] of Object.entries(doc.collections)) visit(child, sub);
    }
  };
  const database = state.projects["demo-masar-purge"]!.databases["(default)"]!;
  for (const [name, collection] of Object.entries(database.collections)) visit(name, collection);
  return found;
}

it.skipIf(external)("a purge leaves the person in no document but their payments", async () => {
  await personalRecords(repos!, clock, [ONE, TWO]);
  const before = documentsMentioning(ONE);
  expect(Object.keys(before).sort()).toEqual(
    [
      "accountTokens",
      "attempts",
      "calendarSettings",
      "certificateKeys",
      "certificateNames",
      "certificates",
      "contactMessages",
      "credentials",
      "deferredPushes",
      "endedEnrollments",
      "enrollments",
      "examPlans",
      "notifications",
      "payments",
      "pushSubscriptions",
      "remindersSent",
      "reviewCards",
      "reviewSettings",
      "sessions",
      "tasks",
      "users",
      "videoPositions",
    ].sort(),
  );
  expect(await repos!.accounts.purge(ONE)).toBe(true);
  const after = documentsMentioning(ONE);
  expect(Object.keys(after)).toEqual(["payments"]);
  expect(after.payments).toHaveLength(before.payments!.length);
  expect(Object.keys(documentsMentioning(TWO)).sort()).toEqual(Object.keys(before).sort());
});
