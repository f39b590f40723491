import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import type { PaymentMethod, PaymentStatus } from "@masar/domain/payment";
import type { DeclineReason } from "@masar/domain/payment-decline";
import { Card, CardContent, CardHeader, CardTitle } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import { PaymentFacts } from "#app/components/payments/payment-facts";

export interface HistoryItem {
  id: string;
  courseId: string;
  title: { ar: string; en: string };
  amountPiastres: number;
  method: PaymentMethod;
  status: PaymentStatus;
  createdAt: Date | string;
  declineReason: DeclineReason | null;
  refundReason: string | null;
}

/**
 * The student's payments on /profile, newest first; paid (and refunded) ones link to their receipt, a
 * declined attempt says why, a refund gives its reason. Abandoned checkouts are not listed.
 */
export function PaymentHistory({ items }: { items: readonly HistoryItem[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="payment-history">{t("payments:history.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{t("payments:history.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-labelledby="payment-history">
            {items.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="payment-row">
                <span className="min-w-0 flex-1 basis-48 font-medium" dir="auto">
                  {localize(p.title, locale)}
                </span>
                <PaymentFacts payment={p} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
