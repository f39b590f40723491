// The admin's user management: users searched and filtered, roles changed, a user's enrolments and payments.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@masar/ui/toaster";
import { adminUserQuerySchema } from "@masar/domain/admin";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readSubmission } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { actOnUser, needsConfirmation, userActSchema, userList } from "#app/services/admin-users.server";
import { getLocale } from "#app/i18n/i18next.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { Pagination } from "../manage-all-courses/filters";
import { AuditList } from "./account-acts";
import { UserDetail, UserFilters, UserList } from "./user-list-and-detail";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminUsers" });

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  const params = new URL(request.url).searchParams;
  const query = adminUserQuerySchema.parse(Object.fromEntries(params));
  const open = params.get("user")?.slice(0, 200) || null;
  return data(
    { query, ...(await userList(query, open)), messages: routeMessages(request, ["admin"]) },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

/**
 * A role change (the last admin is never demoted, checked in the same transaction as the write),
 * deactivation and back, a password reset link; each recorded in the audit list. All but a reactivation
 * are done only once confirmed: without the confirmation the answer is the confirmation step.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await guard(request, "admin");
  const submission = await readSubmission(request, userActSchema);
  if (submission.status !== "success") {
    return data({ outcome: { ok: false, key: "users.missing" }, result: submission.reply() }, { status: 400 });
  }
  const asked = needsConfirmation(submission.value);
  if (asked) return data({ outcome: null, asked });
  const outcome = await actOnUser(
    { uid: admin.identity.uid, displayName: admin.profile.displayName },
    submission.value,
    getLocale(request),
  );
  return data({ outcome }, { status: outcome.ok ? 200 : 409 });
}

export default function AdminUsers() {
  const { query, page, open, audit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  useEffect(() => {
    if (!result?.outcome || navigation.state !== "idle") return;
    (result.outcome.ok ? toast.success : toast.error)(t(result.outcome.key));
  }, [result, navigation.state, t]);
  const asked = result && "asked" in result ? result.asked : null;
  return (
    <AdminPage title={t("common:pages.adminUsers")} lead={t("users.lead")}>
      <UserFilters query={query} />
      <p className="text-sm text-muted-foreground" role="status" data-testid="user-count">
        {t("users.results", { count: page.total })}
      </p>
      {open ? <UserDetail user={open} asked={asked} /> : null}
      <UserList users={page.items} asked={asked} />
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} />
      <section aria-labelledby="audit" className="flex flex-col gap-2 border-t pt-4">
        <h2 id="audit" className="text-lg font-bold">
          {t("audit.title")}
        </h2>
        <AuditList entries={audit} />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
