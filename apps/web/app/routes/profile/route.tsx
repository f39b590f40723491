// The profile: the signed-in person's details, notification preferences, push and payment history.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@masar/ui/avatar";
import { initialOf } from "@masar/ui/avatar-menu";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import { requireUser } from "#app/auth/session.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { pageMeta } from "#app/utils/meta";
import { routeMessages } from "#app/i18n/i18next.server";
import { getVapidKeys } from "#app/push/vapid.server";
import { countTaughtCourses } from "#app/services/teaching/courses.server";
import { preferencesFormSchema, preferencesFromForm } from "@masar/domain/notification-preferences";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { OFFER_INTENT } from "#app/components/push-offer";
import { answerPushOffer, saveNotificationPreferences } from "#app/services/notification-preferences.server";
import { toastHeader } from "#app/utils/toast.server";
import { NotificationPreferencesForm, PREFERENCES_INTENT } from "./notification-preferences";
import { paymentHistory } from "#app/services/payment-receipts.server";
import { PaymentHistory } from "./payment-history";
import { CertificateList } from "#app/components/certificate/certificate-list";
import { certificatesOf } from "#app/services/certificates/view.server";
import { PushSettings } from "./push-settings";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "kit:profile", descriptionKey: "profile.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireUser(request);
  // A teacher's profile says what they teach, not how many courses they are enrolled in.
  const taught = profile.role === "teacher" ? await countTaughtCourses(profile.uid) : null;
  return {
    taught,
    displayName: profile.displayName,
    email: profile.email,
    photoURL: profile.photoURL,
    role: profile.role,
    createdAt: profile.createdAt,
    preferredLanguage: profile.preferredLanguage,
    notificationEnabled: profile.notificationEnabled,
    notificationPreferences: profile.notificationPreferences,
    subscribedCourses: profile.subscribedCourses.length,
    vapidPublicKey: getVapidKeys().publicKey,
    payments: await paymentHistory(profile.uid),
    certificates: await certificatesOf(profile.uid),
    messages: routeMessages(request, ["auth", "notifications", "payments", "certificates"]),
  };
}

/**
 * The notification preferences form, and the answer to the push offer (shown once after a first
 * enrollment, posted by a fetcher from any page). Guarded first; the user acts only on their own profile.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === OFFER_INTENT) {
    await answerPushOffer(user.identity.uid);
    return data({ result: null, offerAnswered: true });
  }
  if (intent !== PREFERENCES_INTENT) return data({ error: "Method Not Allowed" }, { status: 405 });
  const submission = parseForm(form, preferencesFormSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), offerAnswered: false }, { status: 400 });
  if (!(await saveNotificationPreferences(user.identity.uid, preferencesFromForm(submission.value))))
    throw redirect("/login");
  return redirect("/profile", {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: "toast.notificationPreferencesSaved" }) },
  });
}

export default function Profile() {
  const profile = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { formatDate } = useLocale();
  const rows: [string, React.ReactNode][] = [
    [
      t("profile.email"),
      <span dir="ltr" key="e">
        {profile.email}
      </span>,
    ],
    [
      t("profile.role"),
      <Badge key="r" variant="soft">
        {t(`profile.roles.${profile.role}`)}
      </Badge>,
    ],
    [
      t("profile.memberSince"),
      <time key="m" dateTime={new Date(profile.createdAt).toISOString()}>
        {formatDate(new Date(profile.createdAt))}
      </time>,
    ],
    [
      t("profile.language"),
      profile.preferredLanguage ? t(`profile.languages.${profile.preferredLanguage}`) : t("profile.languageNotSet"),
    ],
    [
      t("profile.notifications"),
      profile.notificationEnabled ? t("profile.notificationsOn") : t("profile.notificationsOff"),
    ],
  ];
  return (
    <Page title={t("kit:profile")} width="narrow">
      <Card>
        <CardContent className="gap-6 pt-6">
          <div className="flex items-center gap-4">
            <Avatar size="lg" src={profile.photoURL} fallback={initialOf(profile.displayName)} />
            <div className="flex flex-col">
              <p className="text-xl font-bold" data-testid="profile-name">
                {profile.displayName || t("profile.displayName")}
              </p>
              {profile.taught !== null ? (
                <Link
                  to="/instructor/courses"
                  className="text-sm text-primary hover:underline"
                  data-testid="profile-teaches"
                >
                  {t("profile.teachesCourses", { count: profile.taught })}
                </Link>
              ) : (
                <p className="text-sm text-muted-foreground">
                  {t("profile.subscribedCourses", { count: profile.subscribedCourses })}
                </p>
              )}
            </div>
          </div>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-3">
            <Link to="/edit-profile" className={buttonVariants()}>
              <Pencil aria-hidden="true" />
              {t("profile.edit")}
            </Link>
            <Link to="/account" className={buttonVariants({ variant: "outline" })}>
              {t("pages.account")}
            </Link>
            <Form method="post" action="/logout">
              <Button type="submit" variant="outline">
                {t("kit:logout")}
              </Button>
            </Form>
          </div>
        </CardContent>
      </Card>
      <PushSettings publicKey={profile.vapidPublicKey} />
      <NotificationPreferencesForm
        preferences={profile.notificationPreferences}
        lastResult={actionData && "result" in actionData ? actionData.result : null}
      />
      <CertificateList certificates={profile.certificates} />
      <PaymentHistory items={profile.payments} />
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
