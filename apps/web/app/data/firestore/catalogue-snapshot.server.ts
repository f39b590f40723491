import type { Query } from "firebase-admin/firestore";
import type { Course } from "@masar/domain/course";
import type { CourseRepository } from "../ports";
import type { FirestoreContext } from "./context.server";

const newestFirst = (courses: Course[]): readonly Course[] =>
  Object.freeze(courses.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()));

/**
 * The published catalogue kept in memory by a snapshot listener on the published query, so every server
 * process sees every other's changes. This process's own writes drop the snapshot at once (the next call
 * reads the query), so a write shows in the very next read even before the listener hears of it. A
 * listener error drops the listener too; the next call starts a new one.
 */
export function catalogueSnapshot(
  ctx: FirestoreContext,
  published: Query<Course>,
): Pick<CourseRepository, "publishedSnapshot" | "watchPublished"> {
  let snapshot: Promise<readonly Course[]> | null = null;
  let stop: (() => void) | null = null;
  const watchers = new Set<() => void>();

  const listen = () =>
    new Promise<readonly Course[]>((resolve, reject) => {
      let first = true;
      stop = published.onSnapshot(
        (snap) => {
          const courses = newestFirst(snap.docs.map((d) => d.data()));
          if (first) {
            first = false;
            resolve(courses);
            return;
          }
          snapshot = Promise.resolve(courses);
          for (const watcher of watchers) watcher();
        },
        (error) => {
          console.error("[catalogue] Firestore listener failed; the next read starts another", error);
          stop = null;
          snapshot = null;
          if (first) reject(error);
        },
      );
    });

  ctx.onCoursesChanged(() => (snapshot = null));
  ctx.onClose(() => {
    stop?.();
    stop = null;
  });

  return {
    publishedSnapshot() {
      if (!snapshot) {
        const next = stop ? published.get().then((snap) => newestFirst(snap.docs.map((d) => d.data()))) : listen();
        next.catch(() => {
          if (snapshot === next) snapshot = null;
        });
        snapshot = next;
      }
      return snapshot;
    },
    watchPublished(onChange) {
      watchers.add(onChange);
      const off = ctx.onCoursesChanged(onChange);
      return () => {
        watchers.delete(onChange);
        off();
      };
    },
  };
}
