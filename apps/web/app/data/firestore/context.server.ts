import { createHash, randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { deleteApp, initializeApp } from "firebase-admin/app";
import {
  type DocumentReference,
  Timestamp,
  getFirestore,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
} from "firebase-admin/firestore";
import { changeChannel } from "../change-relay.server";
import type { AdapterOptions } from "../ports";
import { now as clockNow } from "#app/utils/clock.server";

/** Collection names: the spec's `courses`, `users`, `notifications`, and the rest named alike. */
export const COLLECTIONS = {
  courses: "courses",
  lessons: "lessons", // subcollection of a course
  users: "users",
  pushSubscriptions: "pushSubscriptions",
  enrollments: "enrollments",
  endedEnrollments: "endedEnrollments",
  videoPositions: "videoPositions",
  payments: "payments",
  paymentEvents: "paymentEvents",
  notifications: "notifications",
  deferredPushes: "deferredPushes",
  tasks: "tasks",
  examPlans: "examPlans",
  courseEvents: "courseEvents",
  calendarSettings: "calendarSettings",
  remindersSent: "remindersSent",
  contactMessages: "contactMessages",
  announcements: "announcements",
  sessions: "sessions",
  credentials: "credentials",
  rateLimits: "rateLimits",
  settings: "settings",
  questions: "questions", // subcollection of a course
  questionVersions: "versions", // subcollection of a question
  quizzes: "quizzes", // subcollection of a course
  attempts: "attempts",
  reviewCards: "reviewCards",
  reviewSettings: "reviewSettings",
  accountTokens: "accountTokens",
  auditLog: "auditLog",
  mailQueue: "mailQueue",
  certificates: "certificates",
  certificateKeys: "certificateKeys", // "<userId>__<courseId>": the one certificate per student and course
  certificateNames: "certificateNames",
  courseCategories: "courseCategories",
} as const;

/** The collections that live under a document, reached through their parent. */
type Subcollection = "lessons" | "questions" | "questionVersions" | "quizzes";

export interface FirestoreOptions extends AdapterOptions {
  projectId: string;
  /** A distinct app name lets tests open several adapters in one process. */
  appName?: string;
}

/** What every Firestore repository shares: the database, the clock, typed collections. */
export interface FirestoreContext {
  db: Firestore;
  /** The clock's time: what every stored time but readAt comes from (Firestore stores Dates as Timestamps). */
  now(): Date;
  /** A top-level collection whose documents read and write through `converter`. */
  collection<T, D extends DocumentData>(
    name: Exclude<keyof typeof COLLECTIONS, Subcollection>,
    converter: FirestoreDataConverter<T, D>,
  ): CollectionReference<T, D>;
  /** Tells this process's catalogue snapshot that it wrote a course or its lessons (after the write). */
  coursesChanged(): void;
  /** Returns the unsubscribe function. */
  onCoursesChanged(listener: () => void): () => void;
  /** Runs before the app is closed (listeners stop). */
  onClose(listener: () => void): void;
  close(): Promise<void>;
}

export function contextFor(options: FirestoreOptions): FirestoreContext {
  // Against an emulator there is no Google metadata server to ask for credentials: never probe for one.
  if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= "none";
  const app = initializeApp({ projectId: options.projectId }, options.appName ?? `masar-${randomUUID()}`);
  const db = getFirestore(app);
  const now = options.now ?? clockNow;
  const events = new EventEmitter();
  events.setMaxListeners(0);
  // The catalogue snapshot of the other server processes on this project hears of a change at once
  // (decision 035); notifications need no relay: each process watches them with Firestore's listeners.
  const changes = changeChannel(`firestore:${options.projectId}`, (name) => events.emit(name));
  return {
    db,
    now,
    collection: (name, converter) => db.collection(COLLECTIONS[name]).withConverter(converter),
    coursesChanged: () => changes.publish("courses"),
    onCoursesChanged(listener) {
      events.on("courses", listener);
      return () => events.off("courses", listener);
    },
    onClose: (listener) => events.once("close", listener),
    close() {
      changes.close();
      events.emit("close");
      events.removeAllListeners();
      return deleteApp(app);
    },
  };
}

/** Document ids from values that may hold characters a document id cannot (e-mails, URLs, keys). */
export const hashId = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 40);

/** A stored time: Firestore gives back the Dates written as Timestamps; null otherwise. */
export const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : null);

/** A stored time that must exist; the epoch marks a document written without it. */
export const dateOf = (v: unknown): Date => toDate(v) ?? new Date(0);

/** Deletes the documents in batches of at most 500 writes (Firestore's limit for one batch). */
export async function deleteInBatches(ctx: Pick<FirestoreContext, "db">, refs: readonly DocumentReference[]) {
  for (let i = 0; i < refs.length; i += 500) {
    const batch = ctx.db.batch();
    refs.slice(i, i + 500).forEach((ref) => batch.delete(ref));
    await batch.commit();
  }
}
