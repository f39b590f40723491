// The notifications page: all of the signed-in user's notifications, read and unread.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { notificationHref } from "@masar/domain/notification";
import { requireUser } from "#app/auth/session.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { notificationsPage, readPageQuery } from "#app/services/notifications-page.server";
import { requirePost } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { notificationsAction } from "./actions.server";
import { NotificationList } from "./notification-list";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "pages.notifications", descriptionKey: "notificationsPage.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = readPageQuery(new URL(request.url));
  const page = await notificationsPage(user.identity.uid, getLocale(request), query);
  return {
    ...query,
    ...page,
    notifications: page.notifications.map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      read: n.read,
      createdAt: n.createdAt,
      href: notificationHref(n.data),
    })),
    messages: routeMessages(request, ["notifications"]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requirePost(request);
  return notificationsAction(request, user.identity.uid);
}

export default function Notifications() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Page title={t("pages.notifications")} lead={t("notificationsPage.lead")} width="narrow">
      <NotificationList
        {...data}
        notifications={data.notifications.map((n) => ({ ...n, createdAt: new Date(n.createdAt) }))}
      />
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
