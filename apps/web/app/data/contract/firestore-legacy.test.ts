import { getFirestore } from "firebase-admin/firestore";
import { getApps, initializeApp } from "firebase-admin/app";
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

/** The store as an older release writes it, beside the adapter. */
const raw = () =>
  getFirestore(
    getApps().find((app) => app.name === "legacy-writer") ?? initializeApp({ projectId: PROJECT }, "legacy-writer"),
  );

it("reads a course whose tags are plain strings as bilingual tags, filed under their script's language", async () => {
  await raw()
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

it("counts a profile written before e-mail verification existed as verified since its creation", async () => {
  await raw()
    .collection("users")
    .doc("old-user")
    .set({
      email: "old@example.com",
      emailLower: "old@example.com",
      displayName: "Old",
      photoURL: null,
      role: "student",
      preferredLanguage: null,
      subscribedCourses: [],
      pushSubscription: null,
      notificationEnabled: false,
      fcmToken: null,
      createdAt: new Date(1000),
      updatedAt: new Date(2000),
    });
  expect((await repos.users.get("old-user"))!.emailVerified).toBe(true);
  expect(await repos.accounts.state("old-user")).toEqual({
    uid: "old-user",
    email: "old@example.com",
    emailVerifiedAt: new Date(1000),
    deactivatedAt: null,
    deletionRequestedAt: null,
    hasPassword: false,
  });
  // A session stored without a device reads as an unknown one.
  await raw()
    .collection("sessions")
    .doc("old-session")
    .set({
      userId: "old-user",
      createdAt: new Date(1000),
      expiresAt: new Date(Date.now() + 60_000),
    });
  expect((await repos.sessions.get("old-session"))!.device).toBeNull();
});

it("reads an exam plan's joined title, stored before tasks kept both languages, split into its two; and weeks from Saturday", async () => {
  const task = (title: string, lessonId: string | null) => ({
    userId: "legacy-planner",
    title,
    notes: "",
    kind: "study",
    courseId: lessonId ? "c1" : null,
    lessonId,
    allDay: true,
    date: "2026-05-01",
    startsAt: null,
    endsAt: null,
    done: false,
    createdAt: new Date(1000),
    updatedAt: new Date(1000),
  });
  const tasks = raw().collection("tasks");
  await tasks.doc("joined").set(task("فيديو: المقدمة · Video: Introduction", "l1"));
  await tasks.doc("twice").set(task("أ · B · C", "l2"));
  await tasks.doc("own").set(task("Physics · lab report", null));
  const read = await repos.tasks.listByUser("legacy-planner", { from: "2026-05-01", to: "2026-05-01" });
  expect(Object.fromEntries(read.map((t) => [t.id, [t.title, t.titles]]))).toEqual({
    joined: ["فيديو: المقدمة", { ar: "فيديو: المقدمة", en: "Video: Introduction" }],
    twice: ["أ · B · C", {}],
    own: ["Physics · lab report", {}],
  });
  // Its next write keeps the split titles.
  await repos.tasks.update("legacy-planner", "joined", { done: true });
  expect((await tasks.doc("joined").get()).data()).toMatchObject({
    title: "فيديو: المقدمة",
    titles: { ar: "فيديو: المقدمة", en: "Video: Introduction" },
  });

  await raw()
    .collection("calendarSettings")
    .doc("legacy-planner")
    .set({
      feedToken: "f".repeat(43),
      hijri: true,
      updatedAt: new Date(1000),
    });
  expect(await repos.calendarSettings.get("legacy-planner")).toMatchObject({ hijri: true, weekStart: 6 });
});
