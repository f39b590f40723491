// The account's own page: its address (verified, changed by a link to the new one), its password, the
// devices signed in to it, a copy of one's data, and deleting the account.
import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import { endSession, requireUser } from "#app/auth/session.server";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "#app/auth/schemas";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { EmailField, FormError, PasswordField } from "#app/forms/fields";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import {
  accountPage,
  changePassword,
  DELETION_GRACE_DAYS,
  endOtherSessions,
  endOwnSession,
  isSessionKey,
  requestDeletion,
  requestEmailChange,
  type EmailChangeOutcome,
} from "#app/services/account/settings.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { now } from "#app/utils/clock.server";
import { toastHeader } from "#app/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.account" });

const sessionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("endSession"), key: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("endOthers") }),
]);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data(
    {
      email: user.profile.email,
      emailVerified: user.profile.emailVerified,
      ...(await accountPage(user.identity.uid, user.sessionId)),
      graceDays: DELETION_GRACE_DAYS,
      messages: routeMessages(request, ["auth"]),
    },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

/** A wrong or missing current password (or the same address again) as the form's error. */
function passwordProblem(outcome: EmailChangeOutcome): {
  formErrors?: { key: string }[];
  fieldErrors?: Record<string, { key: string }[]>;
} {
  if (outcome === "throttled") return { formErrors: [{ key: "account.throttled" }] };
  if (outcome === "same") return { fieldErrors: { email: [{ key: "account.sameEmail" }] } };
  return { fieldErrors: { current: [{ key: outcome === "none" ? "account.noPassword" : "account.wrongPassword" }] } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const person = { uid: user.identity.uid, sessionId: user.sessionId, locale: getLocale(request) };
  const intent = formData.get("intent");
  const toast = async (key: string, values?: Record<string, string>) => ({
    "Set-Cookie": await toastHeader({ type: "success", key, values }),
  });
  if (intent === "password") {
    const submission = parseForm(formData, changePasswordSchema);
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["current", "password"] }) }, { status: 400 });
    }
    const outcome = await changePassword(person, submission.value.current, submission.value.password);
    if (outcome !== "ok") {
      const reply = submission.reply({ ...passwordProblem(outcome), hideFields: ["current", "password"] });
      return data({ intent, result: reply }, { status: outcome === "throttled" ? 429 : 400 });
    }
    return redirect("/account", { headers: await toast("toast.passwordChanged") });
  }
  if (intent === "email") {
    const submission = parseForm(formData, changeEmailSchema);
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["current"] }) }, { status: 400 });
    }
    const outcome = await requestEmailChange(person, submission.value.current, submission.value.email);
    if (outcome !== "ok") {
      const reply = submission.reply({ ...passwordProblem(outcome), hideFields: ["current"] });
      return data({ intent, result: reply }, { status: outcome === "throttled" ? 429 : 400 });
    }
    // The same answer whether or not another account has the address (its owner gets a notice instead).
    return data({ intent, result: submission.reply({ resetForm: true }), changeSentTo: submission.value.email });
  }
  if (intent === "delete") {
    const submission = parseForm(formData, deleteAccountSchema);
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["current"] }) }, { status: 400 });
    }
    const outcome = await requestDeletion(person, submission.value.current);
    if (outcome !== "ok") {
      const reply = submission.reply({ ...passwordProblem(outcome), hideFields: ["current"] });
      return data({ intent, result: reply }, { status: outcome === "throttled" ? 429 : 400 });
    }
    const headers = new Headers();
    headers.append("Set-Cookie", await endSession(request));
    const date = new Date(now().getTime() + DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000);
    const day = new Intl.DateTimeFormat(`${person.locale}-EG`, { dateStyle: "long", timeZone: "Africa/Cairo" }).format(
      date,
    );
    headers.append(
      "Set-Cookie",
      await toastHeader({ type: "success", key: "toast.deletionScheduled", values: { date: day } }),
    );
    return redirect("/", { headers });
  }
  const submission = parseForm(formData, sessionSchema);
  if (submission.status !== "success") return data({ intent: null, result: submission.reply() }, { status: 400 });
  if (submission.value.intent === "endOthers") {
    await endOtherSessions(person.uid, person.sessionId);
    return redirect("/account", { headers: await toast("toast.otherSessionsEnded") });
  }
  if (isSessionKey(submission.value.key, person.sessionId)) {
    // Ending the session in use is signing out.
    return redirect("/login", { headers: { "Set-Cookie": await endSession(request) } });
  }
  await endOwnSession(person.uid, submission.value.key);
  return redirect("/account", { headers: await toast("toast.sessionEnded") });
}

export default function Account() {
  const { t } = useTranslation();
  const { email, emailVerified, hasPassword } = useLoaderData<typeof loader>();
  return (
    <Page title={t("pages.account")} lead={t("account.lead")} width="narrow">
      <Section title={t("account.emailTitle")}>
        <p className="flex flex-wrap items-center gap-2">
          <bdi dir="ltr">{email}</bdi>
          <Badge variant={emailVerified ? "outline" : "muted"}>
            {emailVerified ? t("account.verified") : t("account.unverified")}
          </Badge>
        </p>
        {emailVerified ? null : (
          <Form method="post" action="/verify-email">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="redirectTo" value="/account" />
            <Button type="submit" variant="outline" size="sm">
              {t("verifyBanner.resend")}
            </Button>
          </Form>
        )}
        {hasPassword ? <ChangeEmail /> : <p className="text-sm text-muted-foreground">{t("account.provider")}</p>}
      </Section>
      {hasPassword ? (
        <Section title={t("account.passwordTitle")}>
          <ChangePassword />
        </Section>
      ) : null}
      <Sessions />
      <Section title={t("account.dataTitle")} lead={t("account.dataLead")}>
        <a href="/account/export" download className={buttonVariants({ variant: "outline", className: "self-start" })}>
          {t("account.download")}
        </a>
      </Section>
      {hasPassword ? <DeleteAccount /> : null}
    </Page>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {lead ? <CardDescription>{lead}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

function useIntentResult(intent: string) {
  const actionData = useActionData<typeof action>();
  return actionData?.intent === intent ? actionData : undefined;
}

function ChangeEmail() {
  const { t } = useTranslation();
  const last = useIntentResult("email");
  const navigation = useNavigation();
  const [form, fields] = useAppForm({ id: "change-email", schema: changeEmailSchema, lastResult: last?.result });
  const sentTo = last && "changeSentTo" in last ? last.changeSentTo : null;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3 border-t pt-4">
      <h3 className="font-bold">{t("account.changeEmail")}</h3>
      {sentTo ? (
        <p role="status" className="rounded-md border bg-muted/40 p-3" data-testid="change-sent">
          {t("account.changeSent", { email: sentTo })}
        </p>
      ) : null}
      <FormError id={form.errorId} messages={form.errors} />
      <input type="hidden" name="intent" value="email" />
      <EmailField field={fields.email} label={t("account.newEmail")} />
      <PasswordField field={fields.current} label={t("account.currentPassword")} autoComplete="current-password" />
      <Button type="submit" variant="outline" className="self-start" disabled={navigation.state === "submitting"}>
        {t("account.sendChangeLink")}
      </Button>
    </Form>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const last = useIntentResult("password");
  const navigation = useNavigation();
  const [form, fields] = useAppForm({ id: "change-password", schema: changePasswordSchema, lastResult: last?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <FormError id={form.errorId} messages={form.errors} />
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="username" autoComplete="username" />
      <PasswordField field={fields.current} label={t("account.currentPassword")} autoComplete="current-password" />
      <PasswordField
        field={fields.password}
        label={t("recovery.newPassword")}
        hint={t("auth.passwordHint")}
        autoComplete="new-password"
      />
      <Button type="submit" className="self-start" disabled={navigation.state === "submitting"}>
        {t("account.changePassword")}
      </Button>
    </Form>
  );
}

function Sessions() {
  const { t } = useTranslation();
  const { formatDate } = useLocale();
  const { sessions } = useLoaderData<typeof loader>();
  return (
    <Section title={t("account.sessionsTitle")} lead={t("account.sessionsLead")}>
      <ul className="flex flex-col gap-2" data-testid="sessions">
        {sessions.map((s) => (
          <li key={s.key} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
            <div className="flex flex-col">
              <span className="font-medium">
                <bdi>{s.device ?? t("account.unknownDevice")}</bdi>
                {s.current ? (
                  <Badge variant="soft" className="ms-2">
                    {t("account.thisDevice")}
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {t("account.signedInOn", {
                  date: formatDate(new Date(s.createdAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
              </span>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="endSession" />
              <input type="hidden" name="key" value={s.key} />
              <Button type="submit" size="sm" variant="ghost">
                {s.current ? t("account.signOutHere") : t("account.signOut")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="endOthers" />
          <Button type="submit" variant="outline" size="sm">
            {t("account.signOutOthers")}
          </Button>
        </Form>
      ) : null}
    </Section>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const last = useIntentResult("delete");
  const { graceDays } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({ id: "delete-account", schema: deleteAccountSchema, lastResult: last?.result });
  return (
    <Section title={t("account.deleteTitle")} lead={t("account.deleteLead", { count: graceDays })}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <FormError id={form.errorId} messages={form.errors} />
        <input type="hidden" name="intent" value="delete" />
        <PasswordField field={fields.current} label={t("account.currentPassword")} autoComplete="current-password" />
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="confirm"
              value="1"
              className="size-4 accent-destructive"
              aria-invalid={fields.confirm.errors ? true : undefined}
              aria-describedby={fields.confirm.errors ? fields.confirm.errorId : undefined}
            />
            {t("account.deleteConfirm")}
          </label>
          <FormError id={fields.confirm.errorId} messages={fields.confirm.errors} />
        </div>
        <Button type="submit" variant="destructive" className="self-start" disabled={navigation.state === "submitting"}>
          {t("account.delete")}
        </Button>
      </Form>
    </Section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
