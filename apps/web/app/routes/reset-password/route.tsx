// The reset link's page: a new password for the account the link was sent to (30 minutes, single use).
import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { startSession } from "#app/auth/session.server";
import { resetPasswordSchema } from "#app/auth/schemas";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { FormError, PasswordField } from "#app/forms/fields";
import { readSubmission } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { getLocale, languageCookie, routeMessages } from "#app/i18n/i18next.server";
import { resetLinkAccount, resetPassword } from "#app/services/account/recovery.server";
import { linkPageHeaders } from "#app/utils/link-page-headers";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.resetPassword" });

export const headers = linkPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const account = await resetLinkAccount(token);
  return { token: account ? token : null, email: account?.email ?? null, messages: routeMessages(request, ["auth"]) };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await readSubmission(request, resetPasswordSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const profile = await resetPassword(submission.value.token, submission.value.password, getLocale(request));
  if (!profile) {
    const formErrors = [{ key: "recovery.linkInvalid" }];
    return data({ result: submission.reply({ formErrors, hideFields: ["password"] }) }, { status: 410 });
  }
  // Every other session ended with the reset; this browser is signed in with a new one.
  const cookies = new Headers();
  cookies.append("Set-Cookie", await startSession(request, profile));
  if (profile.preferredLanguage) cookies.append("Set-Cookie", languageCookie(profile.preferredLanguage));
  cookies.append(
    "Set-Cookie",
    await toastHeader({ type: "success", key: "toast.passwordReset", values: { name: profile.displayName } }),
  );
  return redirect("/", { headers: cookies });
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const { token, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({ id: "reset", schema: resetPasswordSchema, lastResult: actionData?.result });
  return (
    <Page title={t("pages.resetPassword")} width="narrow">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          {token ? (
            <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
              <p>
                {t("recovery.forAccount")} <bdi dir="ltr">{email}</bdi>
              </p>
              <FormError id={form.errorId} messages={form.errors} />
              <input type="hidden" name="token" value={token} />
              <input type="email" name="email" value={email ?? ""} autoComplete="username" readOnly hidden />
              <PasswordField
                field={fields.password}
                label={t("recovery.newPassword")}
                hint={t("auth.passwordHint")}
                autoComplete="new-password"
              />
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {t("recovery.save")}
              </Button>
            </Form>
          ) : (
            <>
              <p role="alert">{t("recovery.linkInvalid")}</p>
              <Link to="/forgot-password" className={buttonVariants({ variant: "primary" })}>
                {t("recovery.askAgain")}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
