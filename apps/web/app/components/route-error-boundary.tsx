import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { ErrorScreen, NotFound } from "@masar/ui/error-screen";
import { Spinner } from "@masar/ui/feedback";

/**
 * The error screens of spec section 8 for a route whose loader, action or render failed: a 404 is the
 * Not Found page, anything else "Something went wrong" with a refresh link to the same URL. A route's
 * boundary renders inside the root layout, so the header, footer and language stay around it.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // The chunk guard is reloading the page: show progress, not an error, for the moment it takes.
  if (error instanceof Error && error.name === "ChunkReloading") return <Spinner />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return <ErrorScreen message={message} refreshHref={`${location.pathname}${location.search}`} />;
}
