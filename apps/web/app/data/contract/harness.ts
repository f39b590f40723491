/**
 * What every contract file shares: the adapter's options, a clock the cases move by hand (no case
 * sleeps to order records), fresh repositories per case, fixtures and an event-driven recorder for
 * live watches.
 */
import { afterAll, beforeEach, expect } from "vitest";
import type { CourseInput } from "@masar/domain/course-schema";
import type { Identity } from "@masar/domain/user";
import type { Repositories } from "../ports";

/**
 * "completion-statistics": figures an adapter answers null for, because its store cannot aggregate
 * them (Firestore keeps lesson completions inside enrolments; decision 015).
 */
type ContractCase = "concurrent-transactions" | "completion-statistics";

export interface ContractOptions {
  /** Gives empty repositories for each test, reading the time from `now`. */
  fresh: (now: () => Date) => Promise<Repositories>;
  /** Called once at the end. */
  teardown?: () => Promise<void>;
  /** Cases this adapter's test backend cannot serve, with the reason they are skipped. */
  unsupported?: Partial<Record<ContractCase, string>>;
}

/** Each case starts at this instant; only `advance` and `set` move it. */
const CONTRACT_START = new Date("2026-01-01T08:00:00Z");

/** The adapters' injected clock, moved by the cases. */
export class TestClock {
  private t = CONTRACT_START.getTime();
  readonly now = () => new Date(this.t);
  advance(ms = 1000) {
    this.t += ms;
    return this.now();
  }
  set(at: Date) {
    this.t = at.getTime();
  }
}

export interface ContractContext {
  /** The fresh repositories of the running case. */
  readonly repos: Repositories;
  readonly clock: TestClock;
  /** Why the adapter skips the case, or undefined when it runs it. */
  unsupported(name: ContractCase): string | undefined;
}

/** Registers the per-case set-up inside the caller's describe block. */
export function contractContext(options: ContractOptions): ContractContext {
  const clock = new TestClock();
  let repos: Repositories | undefined;
  beforeEach(async () => {
    clock.set(CONTRACT_START);
    repos = await options.fresh(clock.now);
  });
  afterAll(async () => {
    await options.teardown?.();
  });
  return {
    get repos() {
      if (!repos) throw new Error("The repositories exist only while a case runs");
      return repos;
    },
    clock,
    unsupported: (name) => options.unsupported?.[name],
  };
}

export function courseInput(over: Partial<CourseInput> = {}): CourseInput {
  return {
    title: { ar: "أساسيات البرمجة", en: "Programming Basics" },
    description: { ar: "وصف", en: "Description" },
    instructorId: "teacher-1",
    instructor: { ar: "د. سارة", en: "Dr. Sara" },
    faculty: "engineering",
    level: "beginner",
    category: "programming",
    image: "",
    tags: [{ ar: "بايثون", en: "python" }],
    price: 0,
    status: "published",
    ...over,
  };
}

export const identity = (uid: string, email = `${uid}@example.com`): Identity => ({
  uid,
  email,
  displayName: uid.toUpperCase(),
  photoURL: null,
});

/**
 * Records what a live watch delivers. Cases wait for the delivery itself, never for a fixed time:
 * `until` resolves on the first matching delivery, past or future; `next` only on one still to come,
 * so a case calls it before the change it waits for.
 */
export function recorder<T>() {
  const seen: T[] = [];
  const waiting: { match: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  return {
    seen,
    onChange(value: T) {
      seen.push(value);
      for (const w of [...waiting]) {
        if (!w.match(value)) continue;
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(value);
      }
    },
    until(match: (value: T) => boolean): Promise<T> {
      const found = seen.find(match);
      return found !== undefined ? Promise.resolve(found) : this.next(match);
    },
    next(match: (value: T) => boolean): Promise<T> {
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

/** A course with `count` text lessons, for the cases that need lessons to exist. */
export async function courseWithLessons(repos: Repositories, count: number, over: Partial<CourseInput> = {}) {
  const course = await repos.courses.create(courseInput(over));
  const lessons = [];
  for (let i = 1; i <= count; i++) {
    const lesson = await repos.lessons.add(course.id, { title: { ar: `${i}`, en: `${i}` }, kind: "text" });
    expect(lesson).not.toBeNull();
    lessons.push(lesson!);
  }
  return { course, lessons };
}
