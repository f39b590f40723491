// The admin's payments: the transfer review queue, the payment search and the transfer account details.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { requirePost } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { PaymentSearch } from "./payment-search";
import { ReviewQueue } from "./review-queue";
import { subscriptionsAction, subscriptionsPage } from "./subscriptions.server";
import { TransferSettings } from "./transfer-settings";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminSubscriptions" });

export async function loader({ request }: LoaderFunctionArgs) {
  return subscriptionsPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  return subscriptionsAction(request);
}

export default function AdminSubscriptions() {
  const { queue, results, filters, query, details, courses } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <AdminPage title={t("pages.adminSubscriptions")} lead={t("payments:admin.lead")}>
      <ReviewQueue
        items={queue}
        rejecting={answer?.intent === "reject" ? { paymentId: answer.paymentId, result: answer.result } : null}
      />
      <PaymentSearch
        results={results}
        filters={filters}
        query={query}
        courses={courses}
        refunding={answer?.intent === "refund" ? { paymentId: answer.paymentId, result: answer.result } : null}
      />
      <TransferSettings details={details} lastResult={answer?.intent === "settings" ? answer.result : null} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
