import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Landmark } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toPounds } from "@masar/domain/money";
import { transferFormSchema } from "@masar/domain/payment-schema";
import { Button } from "@masar/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import { FormError, TextField } from "#app/forms/fields";
import { FileField } from "#app/forms/kit-fields";
import type { FormMessages } from "#app/forms/messages";
import { useAppForm } from "#app/forms/use-app-form";
import type { Checkout } from "./checkout-sections";
import { CopyButton } from "./copy-button";

const DETAIL_FIELDS = ["instapay", "wallet", "bankName", "accountName", "iban"] as const;
/** What a student pastes into their bank's or wallet's app: the addresses and numbers, not the names. */
const COPYABLE = new Set<(typeof DETAIL_FIELDS)[number]>(["instapay", "wallet", "iban"]);

/** InstaPay, wallet or bank: where to send, the exact amount, the code to quote, then reference and receipt. */
export function TransferOption({
  view,
  lastResult,
}: {
  view: Checkout;
  lastResult: SubmissionResult<FormMessages> | null;
}) {
  const { t } = useTranslation();
  const { formatPrice } = useLocale();
  const amount = formatPrice(toPounds(view.amountPiastres));
  return (
    <Card data-slot="pay-transfer">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="flex items-center gap-2">
            <Landmark className="size-5 text-primary" aria-hidden="true" />
            {t("payments:transfer.title")}
          </h3>
        </CardTitle>
        <CardDescription>{t("payments:transfer.text", { amount })}</CardDescription>
      </CardHeader>
      <CardContent className="gap-4">
        {!view.transfer ? (
          <p className="text-sm text-muted-foreground">{t("payments:transfer.notConfigured")}</p>
        ) : (
          <>
            <dl className="grid grid-cols-1 items-center gap-x-4 gap-y-1 rounded-md bg-muted/60 p-4 sm:grid-cols-[max-content_1fr]">
              <dt className="text-sm text-muted-foreground">{t("payments:transfer.quote")}</dt>
              <dd className="flex items-center justify-between gap-3">
                <span className="font-mono text-lg font-bold" dir="ltr" data-testid="quote-code">
                  <bdi>{view.quote}</bdi>
                </span>
                <CopyButton value={view.quote} label={t("payments:transfer.quote")} />
              </dd>
              {DETAIL_FIELDS.filter((f) => view.transfer![f]).map((f) => (
                <div key={f} className="contents">
                  <dt className="text-sm text-muted-foreground">{t(`payments:transfer.${f}`)}</dt>
                  <dd className="flex items-center justify-between gap-3">
                    <span className="min-w-0 break-all font-medium" dir="auto">
                      {view.transfer![f]}
                    </span>
                    {COPYABLE.has(f) ? (
                      <CopyButton value={view.transfer![f]} label={t(`payments:transfer.${f}`)} />
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
            {view.rejectedReason ? (
              <p role="status" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
                {t("payments:transfer.rejected", { reason: view.rejectedReason })}
              </p>
            ) : null}
            <TransferForm lastResult={lastResult} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function TransferForm({ lastResult }: { lastResult: SubmissionResult<FormMessages> | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({ id: "transfer", schema: transferFormSchema, lastResult });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "transfer";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="transfer" />
      <FormError id={form.errorId} messages={form.errors} />
      <TextField
        field={fields.reference}
        label={t("payments:transfer.reference")}
        hint={t("payments:transfer.referenceHint")}
        dir="ltr"
        autoComplete="off"
      />
      <FileField
        field={fields.receipt}
        label={t("payments:transfer.receipt")}
        accept="image/png,image/jpeg,application/pdf"
      />
      {/* The form's one action: primary, and dimmed only while it is being sent. */}
      <Button type="submit" className="self-start" disabled={busy} aria-busy={busy}>
        {t("payments:transfer.submit")}
      </Button>
    </Form>
  );
}
