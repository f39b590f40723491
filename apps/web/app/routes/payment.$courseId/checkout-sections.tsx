import { Form, Link, useNavigation } from "@remix-run/react";
import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { toPounds } from "@masar/domain/money";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import type { CheckoutView } from "#app/services/payments.server";
import { DeclineDetails } from "#app/components/payments/decline-details";

export type Checkout = Extract<CheckoutView, { kind: "checkout" }>;

/** The course and the exact amount, beside the ways to pay (above them on phones). */
export function OrderSummary({ view }: { view: Checkout }) {
  const { t } = useTranslation();
  const { locale, formatPrice } = useLocale();
  return (
    <aside aria-labelledby="order-summary" className="order-first lg:order-none lg:sticky lg:top-20">
      <Card>
        <img
          src={view.course.image || "/images/courses/engineering-1.svg"}
          alt=""
          className="hidden aspect-video w-full object-cover sm:block"
          width={640}
          height={360}
        />
        <CardHeader>
          <CardTitle asChild>
            <h2 id="order-summary">{t("payments:summary")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">{t("payments:courseLabel")}</dt>
            <dd className="font-medium" dir="auto">
              {localize(view.course.title, locale)}
            </dd>
            <dt className="text-muted-foreground">{t("payments:amount")}</dt>
            <dd className="text-2xl font-bold" data-testid="payment-amount">
              {formatPrice(toPounds(view.amountPiastres))}
            </dd>
          </dl>
        </CardContent>
      </Card>
    </aside>
  );
}

/** Card or wallet through Paymob: one post that creates the intention and leaves for the checkout. */
export function OnlineOption({ view, attempt, error }: { view: Checkout; attempt: string; error: string | null }) {
  const { t } = useTranslation();
  const { formatPrice } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "online";
  return (
    <Card data-slot="pay-online">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            {t("payments:online.title")}
          </h3>
        </CardTitle>
        <CardDescription>{t("payments:online.text")}</CardDescription>
      </CardHeader>
      <CardContent>
        {view.lastOnlineFailure ? (
          <div role="status" className="flex flex-col gap-1 rounded-md bg-muted px-3 py-2 text-sm">
            <p className="font-medium">{t("payments:online.lastFailed")}</p>
            <DeclineDetails failure={view.lastOnlineFailure} />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {t(error)}
          </p>
        ) : null}
        {view.online ? (
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value="online" />
            <input type="hidden" name="attempt" value={attempt} />
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
              {t("payments:online.action", { amount: formatPrice(toPounds(view.amountPiastres)) })}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">{t("payments:online.unavailable")}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Nothing to pay: a free course, one already owned, or one the viewer teaches or administers. */
export function OpenNotice({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="items-start gap-4 pt-6">
        <p role="status" className="text-lg font-medium">
          {t("payments:open")}
        </p>
        <Link to={`/course/${encodeURIComponent(courseId)}`} className={buttonVariants({ size: "lg" })}>
          {t("payments:result.goToCourse")}
        </Link>
      </CardContent>
    </Card>
  );
}
