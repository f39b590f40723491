import { getConfig, type Config } from "#app/env.server";
import type { Repositories } from "./ports";

let repositories: Promise<Repositories> | undefined;

/** Opens the adapter the configuration names (SQLite by default). Routes never call this: services do. */
export async function openRepositories(config: Config): Promise<Repositories> {
  if (config.dataBackend === "firestore") {
    const { createFirestoreRepositories } = await import("./firestore/index.server");
    return createFirestoreRepositories({ projectId: config.firebaseProjectId! });
  }
  const { createSqliteRepositories } = await import("./sqlite/index.server");
  return createSqliteRepositories(config.databasePath);
}

/** The process's repositories, opened (and seeded on first start) once. */
export function getRepositories(): Promise<Repositories> {
  repositories ??= (async () => {
    const config = getConfig();
    let repos = await openRepositories(config);
    // The end-to-end suite's fault injection lives outside product code and only with the test routes.
    if (config.enableTestRoutes) repos = (await import("#app/testing/faults.server")).withFaults(repos);
    if (config.seedDemo && (await repos.isEmpty())) {
      const { seedDemo } = await import("./seed/seed.server");
      await seedDemo(repos);
    }
    return repos;
  })();
  // A failed start is not cached, so a later request can retry once the cause is fixed.
  repositories.catch(() => (repositories = undefined));
  return repositories;
}
