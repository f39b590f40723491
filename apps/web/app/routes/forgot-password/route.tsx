// "Forgot password": an e-mail address in, the same answer out whether or not an account has it.
import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { getSessionUser } from "#app/auth/session.server";
import { forgotPasswordSchema } from "#app/auth/schemas";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { EmailField, FormError } from "#app/forms/fields";
import { readSubmission } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { requestPasswordReset } from "#app/services/account/recovery.server";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "pages.forgotPassword", descriptionKey: "recovery.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  // A signed-in person changes the password on the account page.
  if (await getSessionUser(request)) throw redirect("/account");
  return { messages: routeMessages(request, ["auth"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, forgotPasswordSchema);
  if (submission.status !== "success") {
    return data({ sent: false, email: null, result: submission.reply() }, { status: 400 });
  }
  const outcome = await requestPasswordReset(
    submission.value.email,
    getLocale(request),
    context.clientAddress ?? "unknown",
  );
  if (!outcome.ok) {
    const formErrors = [{ key: "auth.throttled", values: { count: outcome.retryAfterMinutes } }];
    return data({ sent: false, email: null, result: submission.reply({ formErrors }) }, { status: 429 });
  }
  return data({ sent: true, email: submission.value.email, result: submission.reply({ resetForm: true }) });
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({ id: "forgot", schema: forgotPasswordSchema, lastResult: actionData?.result });
  return (
    <Page title={t("pages.forgotPassword")} lead={t("recovery.lead")} width="narrow">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          {actionData?.sent ? (
            <p role="status" className="rounded-md border bg-muted/40 p-3" data-testid="reset-sent">
              {t("recovery.sent", { email: actionData.email })}
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <FormError id={form.errorId} messages={form.errors} />
            <EmailField field={fields.email} label={t("auth.email")} />
            <Button type="submit" disabled={navigation.state === "submitting"}>
              {t("recovery.send")}
            </Button>
          </Form>
          <p className="text-sm text-muted-foreground">{t("recovery.providerHint")}</p>
          <Link to="/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("recovery.backToSignIn")}
          </Link>
        </CardContent>
      </Card>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
