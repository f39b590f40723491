import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { matchPath, useLoaderData } from "@remix-run/react";
import { ROUTE_ACCESS, UPCOMING_SCREENS } from "#app/auth/access";
import { guard } from "#app/auth/session.server";
import { AdminNav } from "#app/components/admin-nav";
import { ComingSoon } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { pageMeta } from "#app/utils/meta";

/**
 * One guarded module for the screens listed in UPCOMING_SCREENS, registered once per path by
 * app/routes.ts. A loader is not told which registration matched, so the screen is found with the
 * router's own matcher over that same list: the patterns are exactly the ones routes.ts registered.
 */
function screenOf(request: Request) {
  const { pathname } = new URL(request.url);
  const screen = UPCOMING_SCREENS.find((s) => matchPath(s.path, pathname));
  const access = screen ? ROUTE_ACCESS[screen.path] : undefined;
  if (!screen || !access || access === "public") throw data(null, { status: 404 });
  return { ...screen, access };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: screen }) =>
  pageMeta(matches, { titleKey: screen?.titleKey ?? "kit:pageNotFound" });

export async function loader({ request }: LoaderFunctionArgs) {
  const screen = screenOf(request);
  await guard(request, screen.access);
  return { titleKey: screen.titleKey, admin: screen.access === "admin" };
}

export async function action({ request }: ActionFunctionArgs) {
  await guard(request, screenOf(request).access);
  return data({ error: "This screen has no actions yet" }, { status: 405 });
}

export default function UpcomingScreen() {
  const { titleKey, admin } = useLoaderData<typeof loader>();
  // Every admin screen carries the console's navigation, even before its content arrives.
  return <ComingSoon titleKey={titleKey} before={admin ? <AdminNav /> : undefined} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
