import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { personalRecords } from "../contract/accounts.contract";
import { TestClock } from "../contract/harness";
import { createSqliteRepositories } from "./index.server";

/** User ids that no generated id (a UUID, a Firestore id) can contain by chance. */
const ONE = "user-one";
const TWO = "user-two";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table that holds the text, by table. */
function rowsMentioning(file: string, text: string) {
  const db = new Database(file, { readonly: true });
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .map((t) => t.name);
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables) {
    const rows = (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]).filter((row) =>
      Object.values(row).some((value) => typeof value === "string" && value.includes(text)),
    );
    if (rows.length) found[table] = rows;
  }
  db.close();
  return found;
}

it("a purge leaves the person in no table but their payments and the anonymous tombstone", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-purge-"));
  dirs.push(dir);
  const file = path.join(dir, "masar.db");
  const clock = new TestClock();
  const repos = createSqliteRepositories(file, { now: clock.now });
  await personalRecords(repos, clock, [ONE, TWO]);
  const before = rowsMentioning(file, ONE);
  // Every table the fixture fills holds the person before.
  expect(Object.keys(before).sort()).toEqual(
    [
      "account_tokens",
      "attempts",
      "calendar_settings",
      "certificate_names",
      "certificates",
      "contact_messages",
      "credentials",
      "deferred_pushes",
      "enrollments",
      "exam_plans",
      "lesson_completions",
      "notifications",
      "payments",
      "push_subscriptions",
      "reminders_sent",
      "review_cards",
      "review_events",
      "review_settings",
      "sessions",
      "tasks",
      "users",
      "video_positions",
    ].sort(),
  );

  expect(await repos.accounts.purge(ONE)).toBe(true);
  await repos.close();
  const after = rowsMentioning(file, ONE);
  expect(Object.keys(after).sort()).toEqual(["payments", "users"]);
  expect(after.users).toEqual([
    expect.objectContaining({
      uid: ONE,
      email: `deleted+${ONE}@invalid`,
      display_name: "",
      photo_url: null,
      preferred_language: null,
      notification_preferences: null,
      deleted_at: expect.any(Number),
    }),
  ]);
  // What names the payer is gone; the gateway's ids stay (the fixture writes the uid into them).
  for (const payment of after.payments!) {
    expect(payment).toMatchObject({ user_id: ONE, receipt_key: null, note: null });
    if (payment.method === "manual_transfer") expect(payment.provider_reference).toBeNull();
  }
  // The other user's rows are all there.
  expect(Object.keys(rowsMentioning(file, TWO)).sort()).toEqual(Object.keys(before).sort());
});
