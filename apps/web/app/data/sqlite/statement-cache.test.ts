import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { cacheStatements } from "./context.server";

function db() {
  const handle = cacheStatements(new Database(":memory:"));
  handle.exec("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);");
  return handle;
}

it("hands back the statement compiled before for the same SQL", () => {
  const handle = db();
  const first = handle.prepare("SELECT n FROM t WHERE n > ?");
  expect(handle.prepare("SELECT n FROM t WHERE n > ?")).toBe(first);
  expect(handle.prepare("SELECT n FROM t WHERE n < ?")).not.toBe(first);
  expect(first.all(1)).toEqual([{ n: 2 }, { n: 3 }]);
});

it("gives a fresh statement to a caller that needs the same SQL while it is still iterating", () => {
  const handle = db();
  const sql = "SELECT n FROM t ORDER BY n";
  const pairs: number[][] = [];
  for (const { n } of handle.prepare<[], { n: number }>(sql).iterate()) {
    // The same SQL again inside the loop: the cached statement is busy, so this must not throw.
    pairs.push([n, handle.prepare<[], { n: number }>(sql).all().length]);
  }
  expect(pairs).toEqual([
    [1, 3],
    [2, 3],
    [3, 3],
  ]);
});

it("keeps a bounded number of statements", () => {
  const handle = db();
  const first = handle.prepare("SELECT 0");
  for (let i = 1; i <= 600; i++) handle.prepare(`SELECT ${i}`);
  // The oldest went out; asking again compiles it anew.
  expect(handle.prepare("SELECT 0")).not.toBe(first);
  expect(handle.prepare("SELECT 600")).toBe(handle.prepare("SELECT 600"));
});
