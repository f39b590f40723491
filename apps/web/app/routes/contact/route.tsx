// The contact page: a form that sends a message to the admins.
import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CheckCircle2, Clock, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { contactMessageSchema } from "@masar/domain/contact";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { getSessionUser } from "#app/auth/session.server";
import { EmailField, FormError, TextAreaField, TextField } from "#app/forms/fields";
import { readSubmission } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { routeMessages } from "#app/i18n/i18next.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { sendContactMessage } from "#app/services/contact.server";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.footer.contact", descriptionKey: "contact.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  return {
    // After a message is sent the page says so itself (?sent=1): no script needed to see it.
    sent: new URL(request.url).searchParams.get("sent") === "1",
    defaults: { name: user?.profile.displayName ?? "", email: user?.profile.email ?? "" },
    messages: routeMessages(request, ["site"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, contactMessageSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const user = await getSessionUser(request);
  const sent = await sendContactMessage(
    submission.value,
    user?.identity.uid ?? null,
    context.clientAddress ?? "unknown",
  );
  if (!sent.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: [{ key: "validation.rateLimited", values: { count: sent.retryAfterMinutes } }],
        }),
      },
      { status: 429 },
    );
  }
  return redirect("/contact?sent=1");
}

export default function Contact() {
  const { defaults, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [form, fields] = useAppForm({
    id: "contact",
    schema: contactMessageSchema,
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  const sending = navigation.state === "submitting";
  return (
    <Page title={t("common:shell.footer.contact")} lead={t("contact.lead")}>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent className="pt-6">
            {sent ? (
              <div role="status" className="flex flex-col items-start gap-3" data-slot="contact-sent">
                <p className="flex items-center gap-2 text-lg font-bold text-success">
                  <CheckCircle2 className="size-5" aria-hidden="true" />
                  {t("toast.contactSent")}
                </p>
                <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
                  {t("contact.another")}
                </Link>
              </div>
            ) : (
              <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
                <FormError id={form.errorId} messages={form.errors} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField field={fields.name} label={t("contact.name")} autoComplete="name" />
                  <EmailField field={fields.email} label={t("contact.email")} />
                </div>
                <TextField field={fields.subject} label={t("contact.subject")} />
                <TextAreaField field={fields.message} label={t("contact.message")} />
                <Button type="submit" disabled={sending} className="self-start">
                  {sending ? t("contact.sending") : t("contact.send")}
                </Button>
              </Form>
            )}
          </CardContent>
        </Card>
        <aside className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-5">
          <h2 className="text-lg font-bold">{t("contact.otherWays")}</h2>
          <p className="flex items-center gap-2">
            <Mail className="size-4 text-primary" aria-hidden="true" />
            {t("contact.emailUs")}
          </p>
          <p className="flex items-center gap-2">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            {t("contact.hours")}
          </p>
        </aside>
      </div>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
