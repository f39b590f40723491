import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { getSessionUser } from "#app/auth/session.server";
import { EmailField, PasswordField, TextField } from "#app/forms/fields";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { getConfig } from "#app/env.server";
import { loginSchema, signUpSchema } from "#app/auth/schemas";
import { login, signUp } from "#app/services/account.server";
import { pageMeta } from "#app/utils/meta";
import { safeRedirect } from "#app/utils/safe-redirect";
import { routeMessages } from "#app/i18n/i18next.server";
import { AuthCard } from "./auth-card";
import { loggedInHeaders, signedUpHeaders } from "./login.server";

/** A throttled sign-in or sign-up: the wait goes with the message as a value, not packed into it. */
const throttled = (minutes: number) => ({ key: "auth.throttled", values: { minutes } });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "kit:login", descriptionKey: "auth.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/"));
  // The demo accounts hint only where the demo data is seeded.
  return { demoAccounts: getConfig().seedDemo, messages: routeMessages(request, ["auth"]) };
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
  if (value.intent === "signup") {
    const result = await signUp(value, address);
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
        result.reason === "throttled" ? throttled(result.retryAfterMinutes) : { key: "auth.invalidCredentials" },
      ];
      return data(
        { intent, result: submission.reply({ formErrors, hideFields: ["password"] }) },
        { status: result.reason === "throttled" ? 429 : 400 },
      );
    }
    headers = await loggedInHeaders(request, result.identity, result.preferredLanguage);
  }
  return redirect(safeRedirect(value.redirectTo, "/"), { headers });
}

export default function Login() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const { demoAccounts } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirectTo"), "/");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;

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
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
      <h1 className="sr-only">{t("kit:login")}</h1>
      <AuthCard
        title={t("auth.signInTitle")}
        lead={t("auth.signInLead")}
        form={loginForm}
        intent="login"
        redirectTo={redirectTo}
        footer={
          demoAccounts ? (
            <p className="mt-6 rounded-md bg-muted p-3 text-xs text-muted-foreground">
              <strong>{t("auth.demoTitle")}: </strong>
              {t("auth.demoText")}
            </p>
          ) : null
        }
      >
        <EmailField field={loginFields.email} label={t("auth.email")} />
        <PasswordField field={loginFields.password} label={t("auth.password")} autoComplete="current-password" />
        <Button type="submit" disabled={busy === "login"}>
          {t("auth.signIn")}
        </Button>
      </AuthCard>
      <AuthCard
        title={t("auth.signUpTitle")}
        lead={t("auth.signUpLead")}
        form={signUpForm}
        intent="signup"
        redirectTo={redirectTo}
      >
        <TextField field={signUpFields.displayName} label={t("auth.displayName")} autoComplete="name" />
        <EmailField field={signUpFields.email} label={t("auth.email")} />
        <PasswordField
          field={signUpFields.password}
          label={t("auth.password")}
          hint={t("auth.passwordHint")}
          autoComplete="new-password"
        />
        <Button type="submit" variant="secondary" disabled={busy === "signup"}>
          {t("auth.signUp")}
        </Button>
      </AuthCard>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
