/**
 * The demo's six months of history, so the statistics screen's charts mean something after `npm start`:
 * generated students who enrol, pay (some refunded, some card checkouts left pending) and complete
 * lessons. Deterministic: a seeded PRNG gives the same history for the same catalogue and seed time.
 */
import { toPiastres } from "@masar/domain/money";
import type { HistoryImport } from "#app/data/ports";

export interface HistoryCourse {
  id: string;
  /** EGP; 0 is free. */
  price: number;
  lessonIds: string[];
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How far back the history reaches. */
export const HISTORY_DAYS = 182;

/** mulberry32: a tiny, well-known 32-bit PRNG; enough for demo data, never for secrets. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ["أحمد", "منى", "Karim", "Salma", "يوسف", "Nadia", "عمر", "Hana", "ليلى", "Tarek", "مريم", "Omar"];
const LAST = ["حسن", "Fahmy", "السيد", "Mostafa", "إبراهيم", "Adel", "عبد الله", "Saleh", "منصور", "Nabil"];

/**
 * `students` generated learners (about three enrolments each), between `now` minus HISTORY_DAYS and an
 * hour before `now`. Paid courses: a payment per enrolment (about 1 in 12 refunded later, which ends the
 * enrolment); about 1 in 20 card checkouts left pending with no enrolment (never in the transfer queue).
 */
export function demoHistory(
  courses: HistoryCourse[],
  now: Date,
  {
    students = 120,
    seed = 2025,
    prefix = "demo-learner",
  }: { students?: number; seed?: number; /** uid and e-mail prefix */ prefix?: string } = {},
): HistoryImport {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const history: HistoryImport = { students: [], enrollments: [], payments: [] };
  if (courses.length === 0) return history;
  const end = now.getTime() - HOUR;
  const start = now.getTime() - HISTORY_DAYS * DAY;
  // Later months busier than the first: the platform grows.
  const when = () => start + Math.sqrt(random()) * (end - start);
  for (let i = 1; i <= students; i++) {
    const uid = `${prefix}-${String(i).padStart(4, "0")}`;
    const times = Array.from({ length: 1 + int(5) }, when).sort((a, b) => a - b);
    const picked = new Set<number>();
    const joined = new Date(times[0]! - (1 + int(72)) * HOUR);
    history.students.push({
      uid,
      email: `${uid}@masar.local`,
      displayName: `${FIRST[int(FIRST.length)]} ${LAST[int(LAST.length)]}`,
      createdAt: joined,
    });
    for (const t of times) {
      const index = int(courses.length);
      if (picked.has(index)) continue;
      picked.add(index);
      const course = courses[index]!;
      const at = new Date(t);
      let endedAt: Date | undefined;
      if (course.price > 0) {
        const amountPiastres = toPiastres(course.price);
        const createdAt = new Date(t - (2 + int(30)) * 60_000);
        if (random() < 0.05) {
          history.payments.push({
            userId: uid,
            courseId: course.id,
            amountPiastres,
            method: "paymob",
            status: "pending",
            createdAt,
          });
          continue;
        }
        const method = random() < 0.6 ? "paymob" : "manual_transfer";
        const refundAt = t + (1 + int(14)) * DAY;
        if (random() < 0.08 && refundAt < end) {
          endedAt = new Date(refundAt);
          history.payments.push({
            userId: uid,
            courseId: course.id,
            amountPiastres,
            method,
            status: "refunded",
            createdAt,
            paidAt: at,
            refundedAt: endedAt,
          });
        } else {
          history.payments.push({
            userId: uid,
            courseId: course.id,
            amountPiastres,
            method,
            status: "paid",
            createdAt,
            paidAt: at,
          });
        }
      }
      // A quarter finish everything; the rest get some way through.
      const n = course.lessonIds.length;
      const done = random() < 0.25 ? n : int(n + 1);
      const completions: { lessonId: string; completedAt: Date }[] = [];
      let next = t + (2 + int(46)) * HOUR;
      for (const lessonId of course.lessonIds.slice(0, done)) {
        if (next >= (endedAt?.getTime() ?? end)) break;
        completions.push({ lessonId, completedAt: new Date(next) });
        next += (6 + int(24 * 6)) * HOUR;
      }
      history.enrollments.push({ userId: uid, courseId: course.id, enrolledAt: at, endedAt, completions });
    }
  }
  return history;
}
