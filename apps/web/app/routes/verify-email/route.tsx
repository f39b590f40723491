// A link sent to prove an address: a new account's, or the new address of a change. Opening it shows a
// button; the address is confirmed by pressing it (a mail scanner that opens links confirms nothing).
// The banner's "Send the link again" posts here too.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { getSessionUser, requireUser } from "#app/auth/session.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readSubmission } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { confirmEmail, resendVerification, verificationLink } from "#app/services/account/verification.server";
import { linkPageHeaders } from "#app/utils/link-page-headers";
import { pageMeta } from "#app/utils/meta";
import { safeRedirect } from "#app/utils/safe-redirect";
import { toastHeader } from "#app/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.verifyEmail" });

export const headers = linkPageHeaders;

const verifySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), token: z.string().max(100) }),
  z.object({ intent: z.literal("resend"), redirectTo: z.string().max(2000).optional() }),
]);

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await verificationLink(token);
  return data({ token: link ? token : null, link, messages: routeMessages(request, ["auth"]) });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await readSubmission(request, verifySchema);
  if (submission.status !== "success") return data({ outcome: "invalid" as const }, { status: 400 });
  const locale = getLocale(request);
  if (submission.value.intent === "resend") {
    const user = await requireUser(request);
    const back = safeRedirect(submission.value.redirectTo, "/account");
    const outcome = await resendVerification({ ...user.identity, emailVerified: user.profile.emailVerified }, locale);
    const toast = outcome.ok
      ? { type: "success" as const, key: "toast.verificationSent", values: { email: user.profile.email } }
      : outcome.reason === "verified"
        ? { type: "success" as const, key: "toast.emailVerified" }
        : { type: "error" as const, key: "verifyBanner.throttled" };
    return redirect(back, { headers: { "Set-Cookie": await toastHeader(toast) } });
  }
  const { outcome, email } = await confirmEmail(submission.value.token, locale);
  if (outcome === "verified" || outcome === "changed") {
    const user = await getSessionUser(request);
    const toast =
      outcome === "verified"
        ? { type: "success" as const, key: "toast.emailVerified" }
        : { type: "success" as const, key: "toast.emailChanged", values: { email: email ?? "" } };
    return redirect(user ? "/account" : "/login", { headers: { "Set-Cookie": await toastHeader(toast) } });
  }
  return data({ outcome }, { status: outcome === "taken" ? 409 : 410 });
}

export default function VerifyEmail() {
  const { t } = useTranslation();
  const { token, link } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const failed = actionData?.outcome;
  return (
    <Page title={t("pages.verifyEmail")} width="narrow">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          {failed ? (
            <p role="alert">{t(failed === "taken" ? "verify.taken" : "verify.invalid")}</p>
          ) : token && link ? (
            <Form method="post" className="flex flex-col gap-4">
              <p>
                {t(link.kind === "change-email" ? "verify.changeLead" : "verify.lead")}{" "}
                <bdi dir="ltr">{link.email}</bdi>
              </p>
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="token" value={token} />
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {t(link.kind === "change-email" ? "verify.confirmChange" : "verify.confirm")}
              </Button>
            </Form>
          ) : (
            <p role="alert">{t("verify.invalid")}</p>
          )}
          {failed || !token ? (
            <Link to="/account" className={buttonVariants({ variant: "outline" })}>
              {t("verify.toAccount")}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
