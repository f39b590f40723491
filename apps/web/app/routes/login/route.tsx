import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@masar/ui/card";
import { getSessionUser } from "#app/auth/session.server";
import { FormError, TextField, useFormErrors } from "#app/components/forms";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { getConfig } from "#app/env.server";
import { loginSchema, signUpSchema } from "#app/auth/schemas";
import { login, signUp } from "#app/services/account.server";
import { pageMeta } from "#app/utils/meta";
import { safeRedirect } from "#app/utils/safe-redirect";
import { loggedInHeaders, signedUpHeaders } from "./login.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "auth.title", descriptionKey: "auth.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/"));
  // The demo accounts hint only where the demo data is seeded.
  return { demoAccounts: getConfig().seedDemo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const address = context.clientAddress ?? "unknown";
  const intent = formData.get("intent");
  const schema = intent === "signup" ? signUpSchema : loginSchema;
  const submission = parseWithZod(formData, { schema });
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
          ? submission.reply({ fieldErrors: { email: ["auth.emailTaken"] }, hideFields: ["password"] })
          : submission.reply({ formErrors: [`auth.throttled|${result.retryAfterMinutes}`], hideFields: ["password"] });
      return data({ intent, result: reply }, { status: result.reason === "taken" ? 400 : 429 });
    }
    headers = await signedUpHeaders(request, result.identity);
  } else {
    const result = await login(value.email, value.password, address);
    if (!result.ok) {
      const formErrors =
        result.reason === "throttled" ? [`auth.throttled|${result.retryAfterMinutes}`] : ["auth.invalidCredentials"];
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

  const [loginForm, loginFields] = useForm({
    id: "login",
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [signUpForm, signUpFields] = useForm({
    id: "signup",
    lastResult: actionData?.intent === "signup" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = useFormErrors();

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
      <h1 className="sr-only">{t("auth.title")}</h1>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("auth.signInTitle")}</h2>
          </CardTitle>
          <CardDescription>{t("auth.signInLead")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" {...getFormProps(loginForm)} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormError id={loginForm.errorId}>{formError(loginForm.errors)}</FormError>
            <TextField field={loginFields.email} label={t("auth.email")} type="email" autoComplete="email" dir="ltr" />
            <TextField
              field={loginFields.password}
              label={t("auth.password")}
              type="password"
              autoComplete="current-password"
              dir="ltr"
            />
            <Button type="submit" disabled={busy === "login"}>
              {t("auth.signIn")}
            </Button>
          </Form>
          {demoAccounts ? (
            <p className="mt-6 rounded-md bg-muted p-3 text-xs text-muted-foreground">
              <strong>{t("auth.demoTitle")}: </strong>
              {t("auth.demoText")}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("auth.signUpTitle")}</h2>
          </CardTitle>
          <CardDescription>{t("auth.signUpLead")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" {...getFormProps(signUpForm)} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="signup" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormError id={signUpForm.errorId}>{formError(signUpForm.errors)}</FormError>
            <TextField field={signUpFields.displayName} label={t("auth.displayName")} autoComplete="name" />
            <TextField field={signUpFields.email} label={t("auth.email")} type="email" autoComplete="email" dir="ltr" />
            <TextField
              field={signUpFields.password}
              label={t("auth.password")}
              type="password"
              hint={t("auth.passwordHint")}
              autoComplete="new-password"
              dir="ltr"
            />
            <Button type="submit" variant="secondary" disabled={busy === "signup"}>
              {t("auth.signUp")}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
