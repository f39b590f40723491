import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ROUTE_ACCESS, UPCOMING_SCREENS, routePatternOf } from "#app/auth/access";
import { guard } from "#app/auth/session.server";
import { ComingSoon } from "#app/components/page";
import { pageMeta } from "#app/utils/meta";

/** One guarded module for the screens listed in UPCOMING_SCREENS (see app/routes.ts). */
function screenOf(request: Request) {
  const pattern = routePatternOf(new URL(request.url).pathname);
  const screen = UPCOMING_SCREENS.find((s) => s.path === pattern);
  const access = pattern ? ROUTE_ACCESS[pattern] : undefined;
  if (!screen || !access || access === "public") throw data(null, { status: 404 });
  return { ...screen, access };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: screen }) =>
  pageMeta(matches, { titleKey: screen?.titleKey ?? "pages.notFound" });

export async function loader({ request }: LoaderFunctionArgs) {
  const screen = screenOf(request);
  await guard(request, screen.access);
  return { titleKey: screen.titleKey };
}

export async function action({ request }: ActionFunctionArgs) {
  await guard(request, screenOf(request).access);
  return data({ error: "This screen has no actions yet" }, { status: 405 });
}

export default function UpcomingScreen() {
  const { titleKey } = useLoaderData<typeof loader>();
  return <ComingSoon titleKey={titleKey} />;
}
