// The health check: liveness and readiness for load balancers.
import { checkHealth } from "#app/services/health.server";
import { readOnlyAction } from "#app/utils/http.server";

/** Liveness and readiness for load balancers: 200 with a small JSON status, 503 when the store fails. */
export async function loader() {
  const health = await checkHealth();
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}

export const action = readOnlyAction;
