import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { UPCOMING_SCREENS } from "./auth/access";

export default [
  ...(await flatRoutes()),
  ...UPCOMING_SCREENS.map((screen) => route(screen.path, "screens/upcoming.tsx", { id: `upcoming${screen.path}` })),
] satisfies RouteConfig;
