import type { AdapterOptions, Repositories } from "../ports";
import { wireRepositories } from "../wire";
import { contextFor } from "./context.server";
import * as factories from "./repositories.server";

/** The embedded default adapter: one SQLite file, WAL, foreign keys, migrations at open. */
export function createSqliteRepositories(file: string, options: AdapterOptions = {}): Repositories {
  const ctx = contextFor(file, options);
  return wireRepositories(ctx, factories, {
    async isEmpty() {
      const row = ctx.db
        .prepare<[], { n: number }>("SELECT (SELECT COUNT(*) FROM courses) + (SELECT COUNT(*) FROM users) AS n")
        .get()!;
      return row.n === 0;
    },
    async close() {
      ctx.close();
    },
  });
}
