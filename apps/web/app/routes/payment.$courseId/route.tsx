// Checkout: paying for a course by card through Paymob or by manual transfer with a receipt.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Button } from "@masar/ui/button";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { requirePost } from "#app/utils/http.server";
import { localeFromMatches, pageMeta } from "#app/utils/meta";
import { useLocale } from "@masar/ui/locale-provider";
import { OnlineOption, OpenNotice, OrderSummary } from "./checkout-sections";
import { paymentAction, paymentPage } from "./payment.server";
import { TransferOption } from "./transfer-option";
import { TransferUnderReview } from "./transfer-review";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return paymentPage(request, params.courseId ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  requirePost(request);
  return paymentAction(request, params.courseId ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded || loaded.view.kind !== "checkout") return pageMeta(matches, { titleKey: "pages.payment" });
  const title = localize(loaded.view.course.title, localeFromMatches(matches));
  return pageMeta(matches, { titleKey: "pages.payment", description: title });
};

export default function PaymentPage() {
  const { view, attempt, unverifiedEmail } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (view.kind === "open") {
    return (
      <Page title={t("pages.payment")} width="narrow">
        <OpenNotice courseId={view.courseId} />
      </Page>
    );
  }
  const title = localize(view.course.title, locale);
  return (
    <Page title={t("pages.payment")} lead={<bdi>{t("payments:lead", { title })}</bdi>}>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="pay-methods" className="flex flex-col gap-4">
          <h2 id="pay-methods" className="text-xl font-bold">
            {t("payments:methods")}
          </h2>
          {answer && "error" in answer && answer.intent === "cancel" && !view.openTransfer ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
              {t(answer.error)}
            </p>
          ) : null}
          {view.openTransfer ? (
            <TransferUnderReview
              transfer={view.openTransfer}
              error={answer && "error" in answer && answer.error ? answer.error : null}
            />
          ) : unverifiedEmail ? (
            <UnverifiedNotice email={unverifiedEmail} />
          ) : (
            <>
              <OnlineOption
                view={view}
                attempt={attempt}
                error={answer && "error" in answer && answer.intent === "online" ? answer.error : null}
              />
              <TransferOption view={view} lastResult={answer && "result" in answer ? answer.result : null} />
            </>
          )}
        </section>
        <OrderSummary view={view} />
      </div>
    </Page>
  );
}

/** Paying waits for a proved address: the link can be sent again from here. */
function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-muted/40 p-4"
      data-testid="pay-unverified"
    >
      <p>{t("payments:errors.unverified", { email })}</p>
      <Form method="post" action="/verify-email">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="redirectTo" value={pathname} />
        <Button type="submit" variant="outline" size="sm">
          {t("verifyBanner.resend")}
        </Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
