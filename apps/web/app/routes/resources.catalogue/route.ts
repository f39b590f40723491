// The catalogue index: every published course's summary, for the catalogue to filter in the browser.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueIndexResponse } from "#app/services/catalogue-index.server";
import { catalogueIndex } from "#app/services/catalogue.server";
import { readOnlyAction } from "#app/utils/http.server";

/**
 * Every published course's summary, for the catalogue page to filter in the browser: the same for
 * every visitor (no session, no language), so it is public, compressed once and, asked by version,
 * immutable. `/courses` names the version to ask for.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const index = await catalogueIndex();
  // Through single fetch (`/resources/catalogue.data`) Remix decodes the body as JSON itself, so it
  // gets the plain JSON, not the precompressed bytes (which it cannot parse: that was a 500).
  if (context.singleFetch)
    return new Response(index.json.toString("utf8"), { headers: { "Content-Type": "application/json" } });
  return catalogueIndexResponse(index, request);
}

export const action = readOnlyAction;
