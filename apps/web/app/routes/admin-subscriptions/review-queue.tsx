import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Check, FileText, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { toPounds } from "@masar/domain/money";
import { Badge } from "@masar/ui/badge";
import { Button } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { FieldError, Label, Textarea } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import type { AdminRow } from "#app/services/payment-admin.server";

interface Rejecting {
  paymentId: string;
  result: SubmissionResult<FormMessages> | null;
}

/** Transfers waiting for an admin, oldest first, and online payments flagged for a look. */
export function ReviewQueue({ items, rejecting }: { items: readonly AdminRow[]; rejecting: Rejecting | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="review-queue" className="flex flex-col gap-3">
      <h2 id="review-queue" className="text-xl font-bold">
        {t("payments:admin.queue")}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t("payments:admin.queueEmpty")}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>
              <QueueItem item={item} rejecting={rejecting?.paymentId === item.id ? rejecting : null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueItem({ item, rejecting }: { item: AdminRow; rejecting: Rejecting | null }) {
  const { t } = useTranslation();
  const { locale, formatPrice, formatDate } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("paymentId") === item.id;
  const reasonError = useMessages()(rejecting?.result?.error?.reason as FormMessages | undefined);
  const reasonId = `reason-${item.id}`;
  return (
    <Card data-testid="queue-item" data-payment={item.id}>
      <CardContent className="gap-3 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* items-start: the name and the address each keep their own direction but both sit at the page's
              start (stretched, an Arabic name sat at the right of an English page, the address at the left). */}
          <div className="flex min-w-0 flex-col items-start" data-testid="queue-student">
            <span className="font-bold" dir="auto">
              {item.student.name}
            </span>
            <bdi className="break-all text-sm text-muted-foreground" dir="ltr">
              {item.student.email}
            </bdi>
          </div>
          <span className="text-xl font-bold">{formatPrice(toPounds(item.amountPiastres))}</span>
        </div>
        <p className="font-medium" dir="auto">
          {localize(item.course.title, locale)}
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("payments:receipt.method")}</dt>
          <dd>
            {t(`payments:method.${item.method}`)}{" "}
            {item.flag ? <Badge variant="destructive">{t(`payments:flag.${item.flag}`)}</Badge> : null}
          </dd>
          <dt className="text-muted-foreground">{t("payments:receipt.reference")}</dt>
          <dd className="break-all font-mono" dir="ltr">
            <bdi>{item.reference ?? "—"}</bdi>
          </dd>
          {item.quote ? (
            <>
              <dt className="text-muted-foreground">{t("payments:transfer.quote")}</dt>
              <dd className="font-mono" dir="ltr">
                <bdi>{item.quote}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t("payments:admin.sent")}</dt>
          <dd>{formatDate(new Date(item.createdAt), { dateStyle: "medium", timeStyle: "short" })}</dd>
        </dl>
        {item.hasReceipt ? (
          <a
            href={`/resources/payment-receipt/${item.id}`}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            {t("payments:admin.openReceipt")}
          </a>
        ) : null}
        <div className="flex flex-col gap-3 border-t pt-3">
          {item.method === "manual_transfer" ? (
            <Form method="post">
              <input type="hidden" name="paymentId" value={item.id} />
              <Button type="submit" name="intent" value="approve" disabled={busy}>
                <Check aria-hidden="true" />
                {t("payments:admin.approve")}
              </Button>
            </Form>
          ) : null}
          {/* noValidate: an empty reason gets the app's message beside the field, not the browser's bubble. */}
          <Form method="post" noValidate className="flex flex-col gap-2">
            <input type="hidden" name="paymentId" value={item.id} />
            <Label htmlFor={reasonId}>{t("payments:admin.reason")}</Label>
            <Textarea
              id={reasonId}
              name="reason"
              rows={2}
              required
              maxLength={500}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            />
            <FieldError id={`${reasonId}-error`}>{reasonError}</FieldError>
            <Button type="submit" name="intent" value="reject" variant="outline" className="self-start" disabled={busy}>
              <X aria-hidden="true" />
              {t("payments:admin.reject")}
            </Button>
          </Form>
        </div>
      </CardContent>
    </Card>
  );
}
