import { Form, useNavigation } from "@remix-run/react";
import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import type { Checkout } from "./checkout-sections";

/**
 * The student's transfer waits for an admin: in place of the ways to pay (the server refuses a second
 * payment meanwhile), what was sent and the way to withdraw it first.
 */
export function TransferUnderReview({
  transfer,
  error,
}: {
  transfer: NonNullable<Checkout["openTransfer"]>;
  error: string | null;
}) {
  const { t } = useTranslation();
  const { formatDate } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  return (
    <Card data-slot="pay-under-review" className="border-primary/30">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="flex items-center gap-2">
            <Clock className="size-5 text-primary" aria-hidden="true" />
            {t("payments:transfer.pendingTitle")}
          </h3>
        </CardTitle>
        <CardDescription>
          {t("payments:transfer.pendingText", {
            reference: transfer.reference ?? "",
            date: formatDate(new Date(transfer.sentAt), { dateStyle: "medium" }),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="items-start gap-3">
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
            {t(error)}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t("payments:transfer.cancelHint")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="paymentId" value={transfer.id} />
          <Button type="submit" variant="outline" disabled={busy}>
            {t("payments:transfer.cancel")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
