import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { ErrorScreen, NotFound } from "@masar/ui/error-screen";
import { Spinner } from "@masar/ui/feedback";
import { useTranslation } from "react-i18next";
import { useRequestId } from "#app/utils/request-id";

/**
 * The error screens of spec section 8 for a route whose loader, action or render failed: a 404 is the
 * Not Found page, anything else "Something went wrong" with a refresh link to the same URL. A route's
 * boundary renders inside the root layout, so the header, footer and language stay around it.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const requestId = useRequestId();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // The chunk guard is reloading the page: show progress, not an error, for the moment it takes.
  if (error instanceof Error && error.name === "ChunkReloading") return <Spinner />;
  // A 4xx that carries its own localised words (readFormData's "invalid request", a 405) shows them.
  const localised = isRouteErrorResponse(error) ? (error.data as { error?: { message?: unknown } } | null) : null;
  const message =
    typeof localised?.error?.message === "string"
      ? localised.error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : error instanceof Error
          ? error.message
          : null;
  // A server failure: the kit's "unexpected error" and the id the server logged, to quote to support.
  const shown = requestId ? `${t("kit:unexpectedError")} ${t("error.reference", { id: requestId })}` : message;
  return <ErrorScreen message={shown} refreshHref={`${location.pathname}${location.search}`} />;
}
