// Test-only: a request held in flight until the test lets it go; a 404 unless test routes are enabled.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "#app/env.server";
import { holdAction, holdUntilReleased } from "#app/testing/hold.server";

/** Test-only (ENABLE_TEST_ROUTES; a 404 otherwise): a request held in flight (app/testing/hold.server.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  if (!getConfig().enableTestRoutes) throw data(null, { status: 404 });
  return holdUntilReleased(request);
}

export function action({ request }: ActionFunctionArgs) {
  if (!getConfig().enableTestRoutes) throw data(null, { status: 404 });
  return holdAction(request);
}
