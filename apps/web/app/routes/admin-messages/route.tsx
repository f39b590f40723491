// The admin's contact inbox: every message sent from the Contact page, searched, paged and marked handled.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { adminMessageQuerySchema } from "@masar/domain/admin";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readSubmission } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { markMessageHandled } from "#app/services/admin-dashboard.server";
import { contactInbox, markMessageWaiting } from "#app/services/admin-messages.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { Pagination } from "../manage-all-courses/filters";
import { InboxFilters, InboxList } from "./inbox";

const actionSchema = z.object({
  intent: z.enum(["handled", "waiting"]),
  id: z.string().trim().min(1).max(200),
});

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminMessages" });

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  const query = adminMessageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return data(
    { query, page: await contactInbox(query), messages: routeMessages(request, ["admin"]) },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

/**
 * Marks a message handled (by the signed-in admin) or back to waiting, then returns to the same page of
 * the inbox (its search, view and page kept, so it works without JS). A bad form is a 400, an unknown
 * message a 404.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await guard(request, "admin");
  const submission = await readSubmission(request, actionSchema);
  if (submission.status !== "success") return data({ error: "invalid", result: submission.reply() }, { status: 400 });
  const { intent, id } = submission.value;
  const ok = intent === "handled" ? await markMessageHandled(id, admin.identity.uid) : await markMessageWaiting(id);
  if (!ok) return data({ error: "notFound", result: null }, { status: 404 });
  const { pathname, search } = new URL(request.url);
  const key = intent === "handled" ? "toast.messageHandled" : "toast.messageWaiting";
  return redirect(`${pathname}${search}`, { headers: { "Set-Cookie": await toastHeader({ type: "success", key }) } });
}

export default function AdminMessages() {
  const { query, page } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("common:pages.adminMessages")} lead={t("inbox.lead")}>
      <InboxFilters query={query} />
      {refused ? (
        <p role="alert" className="text-sm text-destructive">
          {t("inbox.notFound")}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" role="status" data-testid="inbox-count">
        {t("inbox.results", { count: page.total })}
      </p>
      <InboxList items={page.items} />
      <Pagination page={query.page} total={page.total} pageSize={page.pageSize} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
