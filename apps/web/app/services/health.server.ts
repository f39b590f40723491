import { getRepositories } from "#app/repositories.server";
import { getConfig } from "#app/env.server";

export async function checkHealth() {
  const started = performance.now();
  try {
    await (await getRepositories()).courses.counts();
    return {
      ok: true,
      status: "ok",
      data: getConfig().dataBackend,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    console.error("[health] data store check failed", error);
    return {
      ok: false,
      status: "error",
      data: getConfig().dataBackend,
      latencyMs: Math.round(performance.now() - started),
    };
  }
}
