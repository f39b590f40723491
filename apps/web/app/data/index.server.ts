import type { Config } from "#app/env.server";
import type { Repositories } from "./ports";

/**
 * Opens the adapter the configuration names (SQLite by default). Only app/repositories.server.ts (the
 * process's repositories) and the command-line scripts call this.
 */
export async function openRepositories(config: Config): Promise<Repositories> {
  if (config.dataBackend === "firestore") {
    const { createFirestoreRepositories } = await import("./firestore/index.server");
    return createFirestoreRepositories({ projectId: config.firebaseProjectId! });
  }
  const { createSqliteRepositories } = await import("./sqlite/index.server");
  return createSqliteRepositories(config.databasePath);
}
