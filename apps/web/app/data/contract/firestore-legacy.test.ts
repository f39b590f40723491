import { getFirestore } from "firebase-admin/firestore";
import { initializeApp } from "firebase-admin/app";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createFirestoreRepositories } from "../firestore/index.server";
import type { Repositories } from "../ports";
import { startFirestoreEmulator } from "./firestore-emulator";

/**
 * Documents written by an older release, read through the adapter: a deployment's Firestore is never
 * migrated in one go, so the adapter reads both shapes.
 */
const PROJECT = "demo-masar-legacy";
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>> | undefined;
let repos: Repositories;

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    emulator = await startFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  }
  repos = createFirestoreRepositories({ projectId: PROJECT });
});

afterAll(async () => {
  await repos?.close();
  if (emulator) {
    emulator.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  }
});

it("reads a course whose tags are plain strings as bilingual tags, filed under their script's language", async () => {
  const raw = getFirestore(initializeApp({ projectId: PROJECT }, "legacy-writer"));
  await raw
    .collection("courses")
    .doc("old-course")
    .set({
      title: { ar: "برمجة", en: "Programming" },
      description: { ar: "", en: "" },
      instructorId: "i1",
      instructor: "I",
      faculty: "engineering",
      level: "beginner",
      category: "programming",
      image: "",
      tags: ["Python", "برمجة", "", 7],
      price: 0,
      status: "published",
      lessonsCount: 1,
      createdAt: new Date(1000),
      updatedAt: new Date(1000),
    });
  expect((await repos.courses.getById("old-course"))!.tags).toEqual([
    { ar: "", en: "Python" },
    { ar: "برمجة", en: "" },
  ]);
});
