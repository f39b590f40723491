// The payment result: where Paymob sends the student back, showing the stored payment's state.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { CheckCircle2, Clock, Loader2, ShieldAlert, XCircle } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { requireUser } from "#app/auth/session.server";
import { Page } from "#app/components/page";
import { DeclineDetails } from "#app/components/payments/decline-details";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { paymentResult, type ResultState } from "#app/services/payments.server";
import { NO_STORE, readOnlyAction } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { playerHref } from "#app/utils/player-href";

/** How often the page asks again while the gateway's server-to-server callback has not arrived. */
const CONFIRM_POLL_MS = 1500;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "payments:result.title" });

/**
 * Where Paymob sends the student back (the response callback, a GET with flat signed parameters). It
 * only shows the stored payment's state; enrolment never depends on this redirect.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const result = await paymentResult(
    { uid: user.identity.uid, role: user.profile.role },
    params.courseId ?? "",
    new URL(request.url).searchParams,
  );
  if (!result) throw data(null, { status: 404 });
  return data(
    { ...result, messages: routeMessages(request, ["payments"]) },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export const action = readOnlyAction;

const LOOK: Record<ResultState, { icon: typeof Loader2; tone: string }> = {
  paid: { icon: CheckCircle2, tone: "text-success" },
  confirming: { icon: Loader2, tone: "text-primary" },
  failed: { icon: XCircle, tone: "text-destructive" },
  review: { icon: ShieldAlert, tone: "text-primary" },
  refunded: { icon: XCircle, tone: "text-muted-foreground" },
  rejected: { icon: XCircle, tone: "text-destructive" },
  cancelled: { icon: XCircle, tone: "text-muted-foreground" },
  expired: { icon: Clock, tone: "text-muted-foreground" },
};

export default function PaymentResult() {
  const { state, failure, courseId, paymentId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (state !== "confirming") return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, CONFIRM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, revalidator]);
  const { icon: Icon, tone } = LOOK[state];
  const coursePath = `/course/${encodeURIComponent(courseId)}`;
  return (
    <Page title={t("payments:result.title")} width="narrow">
      <Card>
        <CardContent className="items-start gap-4 pt-6" data-state={state} data-testid="payment-result">
          <div role="status" aria-live="polite" className="flex flex-col gap-2">
            <h2 className={`flex items-center gap-2 text-2xl font-bold ${tone}`}>
              <Icon className={`size-6 ${state === "confirming" ? "animate-spin" : ""}`} aria-hidden="true" />
              {t(`payments:result.${state}`)}
            </h2>
            {state === "paid" ? <p>{t("payments:result.paidText")}</p> : null}
            {state === "confirming" ? <p>{t("payments:result.confirmingText")}</p> : null}
            {state === "review" ? <p>{t("payments:result.reviewText")}</p> : null}
            {state === "failed" ? (
              <>
                {failure ? <DeclineDetails failure={failure} /> : null}
                <p>{t("payments:result.failedText")}</p>
              </>
            ) : null}
            {state === "expired" ? <p>{t("payments:result.expiredText")}</p> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            {state === "paid" ? (
              <>
                <Link to={playerHref(courseId)} className={buttonVariants({ size: "lg" })}>
                  {t("payments:result.goToCourse")}
                </Link>
                <Link to={`/receipts/${paymentId}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
                  {t("payments:result.viewReceipt")}
                </Link>
              </>
            ) : state === "failed" ||
              state === "rejected" ||
              state === "refunded" ||
              state === "cancelled" ||
              state === "expired" ? (
              <Link to={`/payment/${encodeURIComponent(courseId)}`} className={buttonVariants({ size: "lg" })}>
                {t("kit:tryAgain")}
              </Link>
            ) : (
              <Link to={coursePath} className={buttonVariants({ variant: "outline" })}>
                {t("payments:courseLabel")}
              </Link>
            )}
          </div>
        </CardContent>
      </Card>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
