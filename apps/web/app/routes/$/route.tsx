// The 404 page: any path no other route claims answers with it and status 404.
import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "@masar/ui/error-screen";
import { pageMeta } from "#app/utils/meta";

/** Any path no other route claims: the 404 page with HTTP status 404. */
export async function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "kit:pageNotFound" });

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
