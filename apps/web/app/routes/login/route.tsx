// Signing in and creating an account.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { getSessionUser } from "#app/auth/session.server";
import { EmailField, PasswordField, TextField } from "#app/forms/fields";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { loginSchema, signUpSchema } from "#app/auth/schemas";
import { login, signUp } from "#app/services/account/sign-in.server";
import { pageMeta } from "#app/utils/meta";
import { loginReasonOf } from "#app/utils/login-href";
import { safeRedirect } from "#app/utils/safe-redirect";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { AuthCard } from "./auth-card";
import { DemoAccounts, ModeTabs, type AuthMode } from "./mode-tabs-and-demo-accounts";
import { demoAccounts } from "#app/services/seed/demo-accounts.server";
import { landingAfterSignIn, loggedInHeaders, signedUpHeaders } from "./login.server";

/** A throttled sign-in or sign-up: the wait goes with the message as a value, not packed into it. */
const throttled = (minutes: number) => ({ key: "auth.throttled", values: { count: minutes } });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "kit:login", descriptionKey: "auth.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const params = new URL(request.url).searchParams;
  if (user) throw redirect(landingAfterSignIn(params.get("redirectTo"), user.profile.role));
  return {
    demoAccounts: await demoAccounts(),
    // Why the visitor was sent here ("Log in to buy this course"): a known reason or none.
    reason: loginReasonOf(params.get("reason")),
    messages: routeMessages(request, ["auth"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const address = context.clientAddress ?? "unknown";
  const intent = formData.get("intent");
  const schema = intent === "signup" ? signUpSchema : loginSchema;
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const value = submission.value;
  let headers: Headers;
  // A new account is a student's: home. A returning one goes where their role starts, unless asked elsewhere.
  let landing = safeRedirect(value.redirectTo, "/");
  if (value.intent === "signup") {
    const result = await signUp(value, address, getLocale(request));
    if (!result.ok) {
      const reply =
        result.reason === "taken"
          ? submission.reply({ fieldErrors: { email: [{ key: "auth.emailTaken" }] }, hideFields: ["password"] })
          : submission.reply({ formErrors: [throttled(result.retryAfterMinutes)], hideFields: ["password"] });
      return data({ intent, result: reply }, { status: result.reason === "taken" ? 400 : 429 });
    }
    headers = await signedUpHeaders(request, result.identity);
  } else {
    const result = await login(value.email, value.password, address);
    if (!result.ok) {
      const formErrors = [
        result.reason === "throttled"
          ? throttled(result.retryAfterMinutes)
          : { key: result.reason === "deactivated" ? "auth.deactivated" : "auth.invalidCredentials" },
      ];
      return data(
        { intent, result: submission.reply({ formErrors, hideFields: ["password"] }) },
        { status: result.reason === "throttled" ? 429 : 400 },
      );
    }
    headers = await loggedInHeaders(request, result.identity, result.preferredLanguage, result.deletionCancelled);
    landing = landingAfterSignIn(value.redirectTo, result.role);
  }
  return redirect(landing, { headers });
}

export default function Login() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const { demoAccounts, reason } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirectTo"), "/");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  // Sign-in or sign-up: one card at a time on phones (tabs at the top), both side by side from md up.
  const mode: AuthMode =
    actionData?.intent === "signup" || (!actionData && searchParams.get("mode") === "signup") ? "signup" : "login";

  const [loginForm, loginFields] = useAppForm({
    id: "login",
    schema: loginSchema,
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
  });
  const [signUpForm, signUpFields] = useAppForm({
    id: "signup",
    schema: signUpSchema,
    lastResult: actionData?.intent === "signup" ? actionData.result : undefined,
  });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <h1 className="sr-only">{t("kit:login")}</h1>
      {reason ? (
        <p
          role="status"
          className="rounded-lg border border-primary/30 bg-primary-soft px-4 py-3 text-center font-medium"
          data-testid="login-reason"
        >
          {t(`auth.reason.${reason}`)}
        </p>
      ) : null}
      <ModeTabs mode={mode} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <AuthCard
          className={mode === "login" ? undefined : "hidden md:flex"}
          title={t("kit:login")}
          lead={t("auth.signInLead")}
          form={loginForm}
          intent="login"
          redirectTo={redirectTo}
          footer={demoAccounts.length ? <DemoAccounts accounts={demoAccounts} /> : null}
        >
          <EmailField field={loginFields.email} label={t("auth.email")} />
          <PasswordField field={loginFields.password} label={t("auth.password")} autoComplete="current-password" />
          <Button type="submit" disabled={busy === "login"}>
            {t("kit:login")}
          </Button>
          <Link
            to="/forgot-password"
            className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("auth.forgot")}
          </Link>
        </AuthCard>
        <AuthCard
          className={mode === "signup" ? undefined : "hidden md:flex"}
          title={t("kit:signUp")}
          lead={t("auth.signUpLead")}
          form={signUpForm}
          intent="signup"
          redirectTo={redirectTo}
        >
          <TextField
            field={signUpFields.displayName}
            label={t("auth.displayName")}
            autoComplete="name"
            autoFocus={mode === "signup" && !actionData && searchParams.get("mode") === "signup"}
          />
          <EmailField field={signUpFields.email} label={t("auth.email")} />
          <PasswordField
            field={signUpFields.password}
            label={t("auth.password")}
            hint={t("auth.passwordHint")}
            autoComplete="new-password"
          />
          <Button type="submit" variant="secondary" disabled={busy === "signup"}>
            {t("kit:signUp")}
          </Button>
        </AuthCard>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
