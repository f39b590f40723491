// The admin's payment search as a CSV download.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "#app/auth/session.server";
import { getLocale } from "#app/i18n/i18next.server";
import { searchSchema } from "#app/services/payment-admin.server";
import { paymentsCsv } from "#app/services/payment-export.server";
import { csvDownload, readOnlyAction } from "#app/utils/http.server";

/** The admin's payment search as a CSV download (the same filters as /admin-subscriptions), in the admin's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const input = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return csvDownload(await paymentsCsv(input, getLocale(request)), "masar-payments.csv");
}

export const action = readOnlyAction;
