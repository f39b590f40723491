import type { SubmissionResult } from "@conform-to/react";
import { Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { toPounds } from "@masar/domain/money";
import { FieldError, Label, Textarea } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { ConfirmAct } from "#app/components/confirm-act";
import { useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import type { AdminRow } from "#app/services/payment-admin.server";

/** The server's answer to a refund it did not do: it asked for the confirmation, or refused the reason. */
export interface Refunding {
  paymentId: string;
  result: SubmissionResult<FormMessages> | null;
}

/**
 * A paid payment's refund: never in one click. The confirmation names the student, the course and the
 * amount, says that the access ends, and asks for the reason the student will read.
 */
export function RefundAct({ row, refunding }: { row: AdminRow; refunding: Refunding | null }) {
  const { t } = useTranslation();
  const { locale, formatPrice } = useLocale();
  const reasonError = useMessages()(refunding?.result?.error?.reason as FormMessages | undefined);
  const amount = formatPrice(toPounds(row.amountPiastres));
  const reasonId = `refund-reason-${row.id}`;
  return (
    <ConfirmAct
      fields={{ intent: "refund", paymentId: row.id }}
      trigger={
        <>
          <Undo2 aria-hidden="true" />
          {t("payments:admin.refund")}
        </>
      }
      destructive
      title={t("payments:admin.refundTitle")}
      describe={() =>
        t("payments:admin.refundExplained", {
          amount,
          name: row.student.name || row.student.email,
          course: localize(row.course.title, locale),
        })
      }
      confirm={t("payments:admin.refundConfirm", { amount })}
      cancel={t("payments:admin.cancel")}
      asked={refunding ? { paymentId: row.id } : null}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={reasonId}>{t("payments:admin.refundReason")}</Label>
        <Textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={500}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        />
        <FieldError id={`${reasonId}-error`}>{reasonError}</FieldError>
      </div>
    </ConfirmAct>
  );
}
