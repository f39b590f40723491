// A paid payment's receipt, for its student and admins.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { toPounds } from "@masar/domain/money";
import { Badge } from "@masar/ui/badge";
import { Button } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import { requireUser } from "#app/auth/session.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { receiptOf, unsettledPaymentCourse } from "#app/services/payment-receipts.server";
import { NO_STORE, readOnlyAction } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "payments:receipt.title" });

/** A paid payment's receipt, for its student and admins; anyone else sees the 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const viewer = { uid: user.identity.uid, role: user.profile.role };
  const receipt = await receiptOf(viewer, params.paymentId ?? "");
  if (!receipt) {
    // A rejection's notification links here too: its student goes on to the payment page to try again.
    const courseId = await unsettledPaymentCourse(viewer, params.paymentId ?? "");
    if (courseId) throw redirect(`/payment/${encodeURIComponent(courseId)}`);
    throw data(null, { status: 404 });
  }
  return data({ receipt, messages: routeMessages(request, ["payments"]) }, { headers: { "Cache-Control": NO_STORE } });
}

export const action = readOnlyAction;

export default function Receipt() {
  const { receipt } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale, formatPrice, formatDate } = useLocale();
  const { payment, course, student } = receipt;
  const paidAt = new Date(payment.decidedAt ?? payment.createdAt);
  const rows: [string, React.ReactNode][] = [
    [
      t("payments:receipt.number"),
      <bdi key="n" className="font-mono text-sm">
        {payment.id}
      </bdi>,
    ],
    [
      t("payments:courseLabel"),
      <span key="c" dir="auto">
        {localize(course.title, locale)}
      </span>,
    ],
    [
      t("payments:receipt.student"),
      // Name and address on lines of their own: an Arabic name before an LTR address in one run of text
      // reordered them ("<walk- نور 123@example.com>") and broke the address across lines.
      <span key="s" className="flex flex-col items-start" data-testid="receipt-student">
        <bdi>{student.name}</bdi>
        <bdi dir="ltr" className="break-all text-sm text-muted-foreground">
          {student.email}
        </bdi>
      </span>,
    ],
    [
      t("payments:amount"),
      <strong key="a" data-testid="receipt-amount">
        {formatPrice(toPounds(payment.amountPiastres))}
      </strong>,
    ],
    [t("payments:receipt.method"), t(`payments:method.${payment.method}`)],
    [
      t("payments:receipt.reference"),
      <bdi key="r" dir="ltr" className="font-mono">
        {payment.providerReference ?? "—"}
      </bdi>,
    ],
    [
      t("payments:receipt.paidOn"),
      <time key="d" dateTime={paidAt.toISOString()}>
        {formatDate(paidAt, { dateStyle: "long", timeStyle: "short" })}
      </time>,
    ],
    [
      t("payments:receipt.status"),
      <Badge key="st" variant={payment.status === "paid" ? "success" : "muted"}>
        {t(`payments:status.${payment.status}`)}
      </Badge>,
    ],
    // A refund says why, in the admin's words (a refund made at the gateway has none).
    ...(payment.refundReason
      ? [
          [
            t("payments:receipt.refundReason"),
            <bdi key="rr" dir="auto" data-testid="receipt-refund-reason">
              {payment.refundReason}
            </bdi>,
          ] as [string, React.ReactNode],
        ]
      : []),
  ];
  return (
    <Page title={t("payments:receipt.title")} lead={t("payments:receipt.issuer")} width="narrow">
      <Card className="print:border-0 print:shadow-none" data-testid="receipt">
        <CardContent className="gap-4 pt-6">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <Button type="button" variant="outline" className="self-start print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t("payments:receipt.print")}
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
