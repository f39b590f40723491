// A copy of everything Masar keeps about the signed-in person, as a JSON file.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#app/auth/session.server";
import { exportAccountData } from "#app/services/account/data-export.server";
import { now } from "#app/utils/clock.server";
import { NO_STORE, plainRefusal, readOnlyAction } from "#app/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const exported = await exportAccountData(user.identity.uid);
  if (!exported) throw plainRefusal(request, 404, "error.notFound");
  const day = now().toISOString().slice(0, 10);
  return new Response(JSON.stringify({ exportedAt: now(), ...exported }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="masar-my-data-${day}.json"`,
      "Cache-Control": NO_STORE,
    },
  });
}

/** A download only: a visitor's post goes to sign in like the page, a signed-in one is told to use GET. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return readOnlyAction({ request });
}
