import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { contextFor } from "./context.server";
import { createSqliteRepositories } from "./index.server";

/**
 * Several server processes on one SQLite file (decision 035): two connections of this process stand
 * for two processes, as each has its own connection and its own in-process state.
 */

const dirs: string[] = [];
const file = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-processes-"));
  dirs.push(dir);
  return path.join(dir, "masar.db");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it("begins every transaction IMMEDIATE: the write lock is taken before the first read", () => {
  const shared = file();
  const one = contextFor(shared);
  const other = new Database(shared);
  other.pragma("busy_timeout = 0");
  other.exec("CREATE TABLE probe (n INTEGER)");
  try {
    const seen = one.db.transaction(() => {
      // Nothing written yet in this transaction: a DEFERRED one would hold no lock, and the other
      // connection's write would go through (and this transaction's next write would then fail).
      expect(() => other.exec("INSERT INTO probe VALUES (1)")).toThrow(/database is locked/);
      return one.db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM probe").get()!.n;
    })();
    expect(seen).toBe(0);
    // After it, the other connection writes again.
    other.exec("INSERT INTO probe VALUES (2)");
  } finally {
    other.close();
    one.close();
  }
});

it("numbers notifications from the database: two processes never hand out the same seq", async () => {
  const shared = file();
  const one = createSqliteRepositories(shared);
  const other = createSqliteRepositories(shared);
  try {
    for (let i = 0; i < 4; i++) {
      await one.notifications.add({ userId: "u1", title: `one ${i}` });
      await other.notifications.add({ userId: "u1", title: `other ${i}` });
    }
    const raw = new Database(shared, { readonly: true });
    const seqs = raw
      .prepare<[], { seq: number }>("SELECT seq FROM notifications ORDER BY seq")
      .all()
      .map((r) => r.seq);
    raw.close();
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  } finally {
    await one.close();
    await other.close();
  }
});
