import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { transferDetailsSchema, type TransferDetails } from "@masar/domain/payment-schema";
import { Button } from "@masar/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@masar/ui/card";
import { FormError, TextField } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import { useAppForm } from "#app/forms/use-app-form";

const FIELDS = ["instapay", "wallet", "bankName", "accountName", "iban"] as const;

/** The account details students see for a transfer; all empty hides the transfer option. */
export function TransferSettings({
  details,
  lastResult,
}: {
  details: TransferDetails | null;
  lastResult: SubmissionResult<FormMessages> | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm({
    id: "transfer-settings",
    schema: transferDetailsSchema,
    lastResult,
    defaultValue: details ?? undefined,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("payments:admin.settings")}</h2>
        </CardTitle>
        <CardDescription>{t("payments:admin.settingsHint")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
          <FormError id={form.errorId} messages={form.errors} />
          {FIELDS.map((name) => (
            <TextField key={name} field={fields[name]} label={t(`payments:transfer.${name}`)} dir="ltr" />
          ))}
          <Button
            type="submit"
            name="intent"
            value="settings"
            variant="secondary"
            className="self-end justify-self-start"
          >
            {t("payments:admin.save")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
