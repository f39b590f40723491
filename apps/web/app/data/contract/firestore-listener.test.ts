import { afterAll, beforeAll, expect, it } from "vitest";
import { createFirestoreRepositories } from "../firestore/index.server";
import type { Repositories } from "../ports";
import { courseInput, recorder } from "./harness";
import { startFirestoreEmulator } from "./firestore-emulator";

/**
 * Two adapters on one store stand for two server processes: a course written through one reaches the
 * other's catalogue snapshot through its Firestore listener (no write of its own invalidated it).
 */
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>> | undefined;
let one: Repositories;
let other: Repositories;

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    emulator = await startFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  }
  one = createFirestoreRepositories({ projectId: "demo-masar-listener" });
  other = createFirestoreRepositories({ projectId: "demo-masar-listener" });
});

afterAll(async () => {
  await one?.close();
  await other?.close();
  if (emulator) {
    emulator.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  }
});

it("another process's course changes reach this process's snapshot through the listener", async () => {
  const ids = async () => (await one.courses.publishedSnapshot()).map((c) => c.id);
  const before = await ids();
  const changes = recorder<readonly string[]>();
  const stop = one.courses.watchPublished(() => void ids().then(changes.onChange.bind(changes)));

  const created = await other.courses.create(courseInput({ title: { ar: "جديد", en: "New" } }));
  expect(await changes.until((list) => list.includes(created.id))).toEqual([created.id, ...before]);

  const unpublished = changes.next((list) => !list.includes(created.id));
  await other.courses.update(created.id, { status: "draft" });
  await unpublished;
  expect(await ids()).toEqual(before);
  stop();
});
