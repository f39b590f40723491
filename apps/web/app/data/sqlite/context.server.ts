import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { AdapterOptions } from "../ports";
import { normalizeForSearch } from "@masar/domain/text";
import { changeChannel } from "../change-relay.server";
import { migrations } from "./migrations";
import { now as clockNow } from "#app/utils/clock.server";

export type Db = Database.Database;

/** What every SQLite repository shares: the database handle, the clock and the change events. */
export interface SqliteContext {
  db: Db;
  /** The clock's time, for comparisons (expiry, rate-limit windows). */
  now(): Date;
  /**
   * A time to store, in milliseconds: strictly increasing within the process, so "newest first" never
   * ties even when the clock stands still (a test clock, or two writes in one millisecond). Two server
   * processes can stamp the same millisecond: orderings that must never tie add a key the database
   * assigns (notifications' `seq`).
   */
  stamp(): number;
  /** Tells the user's live notification watchers that their list changed (in every server process). */
  notificationsChanged(userId: string): void;
  /** Returns the unsubscribe function. */
  onNotificationsChanged(userId: string, listener: () => void): () => void;
  /**
   * Tells the catalogue snapshot that a course or its lessons changed (after the write committed), in
   * every server process.
   */
  coursesChanged(): void;
  /** Returns the unsubscribe function. */
  onCoursesChanged(listener: () => void): () => void;
  close(): void;
}

/** SQLite's documented in-place schema edit (see Migration.widenChecks), inside the caller's transaction. */
function widenCheck(db: Db, { table, from, to }: { table: string; from: string; to: string }) {
  db.unsafeMode(true);
  try {
    const version = db.pragma("schema_version", { simple: true }) as number;
    db.pragma("writable_schema = ON");
    const changed = db
      .prepare(
        "UPDATE sqlite_schema SET sql = replace(sql, ?, ?) WHERE type = 'table' AND name = ? AND instr(sql, ?) > 0",
      )
      .run(from, to, table, from).changes;
    if (changed !== 1) throw new Error(`Migration: ${table} has no constraint ${from}`);
    db.pragma(`schema_version = ${version + 1}`);
    db.pragma("writable_schema = OFF");
  } finally {
    db.unsafeMode(false);
  }
}

/** Applies pending migrations in order, each in its own transaction; returns how many ran. */
export function migrate(db: Db): number {
  db.exec(
    "CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare<[], { id: number }>("SELECT id FROM migrations")
      .all()
      .map((r) => r.id),
  );
  const record = db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)");
  let count = 0;
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(m.id)) continue;
    const ran = db.transaction(() => {
      // Under the write lock, again: another server process may have applied it since the list was read.
      if (db.prepare("SELECT 1 FROM migrations WHERE id = ?").get(m.id)) return false;
      for (const check of m.widenChecks ?? []) widenCheck(db, check);
      db.exec(m.sql);
      record.run(m.id, m.name, Date.now());
      return true;
    })();
    if (ran) count++;
  }
  return count;
}

/** Statements kept per connection; SQL built from a variable list of clauses stays well below this. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Makes `db.prepare` hand back the statement already compiled for the same SQL. The repositories call
 * `db.prepare(sql)` at the point of use, and compiling sessions, users, notifications and enrolments on
 * every request was a noticeable share of a signed-in page's CPU (decision 022).
 * A statement still running an `.iterate()` is busy and cannot run again: that caller gets a fresh one.
 * No repository switches a statement's mode (pluck, raw, expand, safeIntegers), which would leak to the
 * next caller of the same SQL.
 */
export function cacheStatements(db: Db): Db {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = compile(source);
    if (!cached) {
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  };
  db.prepare = prepare as Db["prepare"];
  return db;
}

/**
 * Makes every `db.transaction(fn)` begin IMMEDIATE (take the write lock first) when called, as
 * better-sqlite3's `.immediate` variant does. With several server processes on one file (decision 035), a
 * DEFERRED transaction that reads and then writes fails with SQLITE_BUSY when another process wrote
 * in between: the busy timeout cannot help a transaction whose snapshot is stale. Taking the lock first
 * makes it wait its turn (busy_timeout) instead. Nested calls stay savepoints, as before.
 */
function immediateTransactions(db: Db): Db {
  const make = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const variants = make(fn);
    return Object.assign((...args: never[]) => variants.immediate(...args), {
      default: variants.immediate,
      deferred: variants.deferred,
      immediate: variants.immediate,
      exclusive: variants.exclusive,
    });
  }) as Db["transaction"];
  return db;
}

/** Opens (creating when missing) one SQLite file: WAL, foreign keys, migrations applied. */
export function contextFor(file: string, options: AdapterOptions = {}): SqliteContext {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = immediateTransactions(cacheStatements(new Database(file)));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  // The catalogue's Arabic-aware matching inside SQL: the admin lists search thousands of courses
  // without reading them out (SQLite's LIKE knows nothing of alef forms or taa marbuta).
  db.function("masar_normalize", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? normalizeForSearch(text) : "",
  );
  migrate(db);

  const now = options.now ?? clockNow;
  let last = 0;
  const events = new EventEmitter();
  // One listener per open live connection (SSE): no leak warning at eleven.
  events.setMaxListeners(0);
  const topic = (userId: string) => `notifications:${userId}`;
  // The other server processes on this file hear of each change too (decision 035).
  const channel = file === ":memory:" ? `sqlite:memory:${randomUUID()}` : `sqlite:${path.resolve(file)}`;
  const changes = changeChannel(channel, (name) => events.emit(name));
  return {
    db,
    now,
    stamp() {
      last = Math.max(now().getTime(), last + 1);
      return last;
    },
    notificationsChanged: (userId) => changes.publish(topic(userId)),
    onNotificationsChanged(userId, listener) {
      events.on(topic(userId), listener);
      return () => events.off(topic(userId), listener);
    },
    coursesChanged: () => changes.publish("courses"),
    onCoursesChanged(listener) {
      events.on("courses", listener);
      return () => events.off("courses", listener);
    },
    close() {
      changes.close();
      events.removeAllListeners();
      db.close();
    },
  };
}
