// The one place that picks and wraps the process's repositories: the adapter the configuration names,
// the end-to-end suite's fault injection when the test routes are on, and the demo data on a first start.
// Services call `getRepositories`; routes call services.
import { openRepositories } from "#app/data/index.server";
import type { Repositories } from "#app/data/ports";
import { getConfig } from "#app/env.server";

let repositories: Promise<Repositories> | undefined;

/** The process's repositories, opened (and seeded on first start) once. */
export function getRepositories(): Promise<Repositories> {
  repositories ??= (async () => {
    const config = getConfig();
    let repos = await openRepositories(config);
    // The end-to-end suite's fault injection lives outside product code and only with the test routes.
    if (config.enableTestRoutes) repos = (await import("#app/testing/faults.server")).withFaults(repos);
    if (config.seedDemo && (await repos.isEmpty())) {
      const { seedDemo } = await import("#app/services/seed/seed.server");
      await seedDemo(repos);
    }
    return repos;
  })();
  // A failed start is not cached, so a later request can retry once the cause is fixed.
  repositories.catch(() => (repositories = undefined));
  return repositories;
}
