import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueIndexResponse } from "#app/services/catalogue-index.server";
import { catalogueIndex } from "#app/services/catalogue.server";
import { readOnlyAction } from "#app/utils/http.server";

/**
 * Every published course's summary, for the catalogue page to filter in the browser: the same for
 * every visitor (no session, no language), so it is public, compressed once and, asked by version,
 * immutable. `/courses` names the version to ask for.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return catalogueIndexResponse(await catalogueIndex(), request);
}

export const action = readOnlyAction;
