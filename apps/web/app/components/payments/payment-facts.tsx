import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PaymentFlag, PaymentMethod, PaymentStatus } from "@masar/domain/payment";
import type { DeclineReason } from "@masar/domain/payment-decline";
import { toPounds } from "@masar/domain/money";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";

/** The badge tone of each payment status, wherever a payment is listed. */
export const PAYMENT_TONE: Record<PaymentStatus, "success" | "muted" | "destructive" | "outline"> = {
  paid: "success",
  pending: "outline",
  rejected: "destructive",
  declined: "destructive",
  expired: "muted",
  refunded: "muted",
  cancelled: "muted",
};

export interface PaymentFactsItem {
  id: string;
  amountPiastres: number;
  method: PaymentMethod;
  status: PaymentStatus;
  createdAt: Date | string;
  /** Shown to admins only: the student's own list never passes it. */
  flag?: PaymentFlag | null;
  /** A declined attempt's reason, in the reader's words. */
  declineReason?: DeclineReason | null;
  /** A refund's reason, as the admin gave it. */
  refundReason?: string | null;
}

/**
 * One payment's facts in a list row: date and method, amount, status (and an admin's flag), and the
 * receipt link once it is paid or refunded. The row around it names the course (and the student).
 */
export function PaymentFacts({ payment }: { payment: PaymentFactsItem }) {
  const { t } = useTranslation();
  const { formatPrice, formatDate } = useLocale();
  return (
    <>
      <span className="text-sm text-muted-foreground">
        {formatDate(new Date(payment.createdAt), { dateStyle: "medium" })} · {t(`payments:method.${payment.method}`)}
      </span>
      <span className="font-bold">{formatPrice(toPounds(payment.amountPiastres))}</span>
      <Badge variant={PAYMENT_TONE[payment.status]}>{t(`payments:status.${payment.status}`)}</Badge>
      {payment.flag ? <Badge variant="destructive">{t(`payments:flag.${payment.flag}`)}</Badge> : null}
      {payment.declineReason ? (
        <span className="text-sm text-muted-foreground" data-testid="decline-reason">
          {t(`payments:decline.${payment.declineReason}`)}
        </span>
      ) : null}
      {payment.status === "paid" || payment.status === "refunded" ? (
        <Link
          to={`/receipts/${payment.id}`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("payments:result.viewReceipt")}
        </Link>
      ) : null}
      {payment.refundReason ? (
        <p className="basis-full text-sm text-muted-foreground" data-testid="refund-reason">
          {t("payments:history.refundReason")} <bdi dir="auto">{payment.refundReason}</bdi>
        </p>
      ) : null}
    </>
  );
}
