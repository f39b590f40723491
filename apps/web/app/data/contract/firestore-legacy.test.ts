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

it("reads one-script instructor and teacher names, and a text lesson's Markdown in content, by their script", async () => {
  const course = {
    title: { ar: "فيزياء", en: "Physics" },
    description: { ar: "", en: "" },
    instructorId: "i2",
    instructor: "Dr. Youssef Fahmy",
    faculty: "science",
    level: "beginner",
    category: "physics",
    image: "",
    tags: [],
    price: 0,
    status: "published",
    lessonsCount: 2,
    createdAt: new Date(1000),
    updatedAt: new Date(1000),
  };
  await raw().collection("courses").doc("old-names").set(course);
  await raw()
    .collection("courses")
    .doc("old-names-ar")
    .set({ ...course, instructor: "د. ليلى إبراهيم" });
  const lessons = raw().collection("courses").doc("old-names").collection("lessons");
  const lesson = { title: { ar: "١", en: "1" }, section: null, durationMinutes: 5, preview: false };
  await lessons.doc("text").set({ ...lesson, position: 0, kind: "text", content: "## مرحبًا\n\nWelcome" });
  await lessons.doc("video").set({ ...lesson, position: 1, kind: "video", content: "https://youtu.be/x" });
  expect((await repos.courses.getById("old-names"))!.instructor).toEqual({ ar: "", en: "Dr. Youssef Fahmy" });
  expect((await repos.courses.getById("old-names-ar"))!.instructor).toEqual({ ar: "د. ليلى إبراهيم", en: "" });
  expect(
    (await repos.lessons.listByCourse("old-names")).map(({ kind, content, body }) => ({ kind, content, body })),
  ).toEqual([
    { kind: "text", content: "", body: { ar: "## مرحبًا\n\nWelcome", en: "" } },
    { kind: "video", content: "https://youtu.be/x", body: { ar: "", en: "" } },
  ]);
  // Saving it again writes the new shape.
  await repos.lessons.update("old-names", "text", { body: { ar: "## مرحبًا", en: "## Welcome" } });
  expect((await lessons.doc("text").get()).data()).toMatchObject({
    content: "",
    body: { ar: "## مرحبًا", en: "## Welcome" },
  });

  await raw()
    .collection("certificates")
    .doc("old-certificate")
    .set({
      number: "MSR-OLD",
      numberKey: "msr-old",
      userId: "u1",
      courseId: "old-names",
      issuedAt: new Date(2000),
      name: { ar: "منى", latin: "Mona" },
      courseTitle: { ar: "فيزياء", en: "Physics" },
      teacherName: "Dr. Youssef Fahmy",
      hours: 1,
      institution: { ar: "مسار", en: "Masar" },
      hijri: false,
      revokedAt: null,
      revokedReason: null,
    });
  expect((await repos.certificates.get("old-certificate"))!.teacherName).toEqual({ ar: "", en: "Dr. Youssef Fahmy" });
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
