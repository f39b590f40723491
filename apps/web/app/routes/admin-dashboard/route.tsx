// The admin dashboard: key figures, the latest enrolments and payments, and contact messages to handle.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { toast } from "@masar/ui/toaster";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readSubmission } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { dashboard, markMessageHandled } from "#app/services/admin-dashboard.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { Figures } from "./dashboard-figures";
import { LatestEnrollments, LatestPayments, Messages } from "./recent-activity";
import { now } from "#app/utils/clock.server";

const schema = z.object({ intent: z.literal("markHandled"), id: z.string().min(1).max(200) });

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminDashboard" });

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  return data(
    { ...(await dashboard(now())), messages: routeMessages(request, ["admin"]) },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

/** Marks a contact message handled, by the signed-in admin; anything else is a 400. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await guard(request, "admin");
  const submission = await readSubmission(request, schema);
  if (submission.status !== "success") return data({ error: "invalid", result: submission.reply() }, { status: 400 });
  const ok = await markMessageHandled(submission.value.id, admin.identity.uid);
  if (!ok) return data({ error: "notFound" }, { status: 404 });
  return redirect("/admin-dashboard", {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: "toast.messageHandled" }) },
  });
}

export default function AdminDashboard() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  useEffect(() => {
    if (loaded.unavailable) toast.error(t("unavailableToast"), { id: "admin-unavailable" });
  }, [loaded.unavailable, t]);
  return (
    <AdminPage title={t("common:pages.adminDashboard")} lead={t("dashboard.lead")}>
      <Figures figures={loaded.figures} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LatestEnrollments items={loaded.latestEnrollments} />
        <LatestPayments items={loaded.latestPayments} />
      </div>
      <Messages items={loaded.contactMessages} waiting={loaded.messagesWaiting} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
