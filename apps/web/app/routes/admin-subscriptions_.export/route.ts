// The admin's payment search as a CSV download.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "#app/auth/session.server";
import { searchSchema } from "#app/services/payment-admin.server";
import { paymentsCsv } from "#app/services/payment-export.server";
import { readOnlyAction } from "#app/utils/http.server";

/** The admin's payment search as a CSV download (the same filters as /admin-subscriptions). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const input = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return new Response(await paymentsCsv(input), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="masar-payments.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

export const action = readOnlyAction;
