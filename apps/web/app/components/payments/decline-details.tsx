import { useTranslation } from "react-i18next";
import type { DeclineReason } from "@masar/domain/payment-decline";

/**
 * Why a card or wallet payment was declined, in the reader's language, with the gateway's own words
 * (English, as the bank sent them) only in a small detail line under it.
 */
export function DeclineDetails({ failure }: { failure: { reason: DeclineReason; message: string | null } }) {
  const { t } = useTranslation();
  return (
    <>
      <p data-testid="decline-reason">{t(`payments:decline.${failure.reason}`)}</p>
      {failure.message ? (
        <p className="text-xs text-muted-foreground" data-testid="decline-details">
          {t("payments:decline.details")} <bdi dir="ltr">{failure.message}</bdi>
        </p>
      ) : null}
    </>
  );
}
