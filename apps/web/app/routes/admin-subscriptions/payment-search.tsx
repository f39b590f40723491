import { Form, Link } from "@remix-run/react";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminPage } from "@masar/domain/admin";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "@masar/domain/payment";
import { localize } from "@masar/domain/locale";
import { Button, buttonVariants } from "@masar/ui/button";
import { DateField } from "@masar/ui/date-field";
import { Label } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";
import type { AdminRow, SearchInput } from "#app/services/payment-admin.server";
import { PaymentFacts } from "#app/components/payments/payment-facts";
import { Pagination } from "../manage-all-courses/filters";
import { RefundAct, type Refunding } from "./refund-act";

interface Props {
  /** One page of the matches (server-side paging, the page in the URL with the filters). */
  results: AdminPage<AdminRow>;
  filters: SearchInput;
  query: string;
  courses: readonly { id: string; title: { ar: string; en: string } }[];
  /** The refund the server did not do yet (asked to confirm, or refused its reason). */
  refunding: Refunding | null;
}

/** Every payment, filtered by status, method, course and creation day (a GET form: shareable URLs). */
export function PaymentSearch({ results, filters, query, courses, refunding }: Props) {
  const items = results.items;
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="all-payments" className="flex flex-col gap-3">
      <h2 id="all-payments" className="text-xl font-bold">
        {t("payments:admin.all")}
      </h2>
      <Form method="get" className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <Filter id="f-status" label={t("payments:receipt.status")}>
          <Select id="f-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("payments:admin.any")}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`payments:status.${s}`)}
              </option>
            ))}
          </Select>
        </Filter>
        <Filter id="f-method" label={t("payments:receipt.method")}>
          <Select id="f-method" name="method" defaultValue={filters.method ?? ""}>
            <option value="">{t("payments:admin.any")}</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`payments:method.${m}`)}
              </option>
            ))}
          </Select>
        </Filter>
        <Filter id="f-course" label={t("payments:courseLabel")}>
          <Select id="f-course" name="course" defaultValue={filters.course ?? ""}>
            <option value="">{t("payments:admin.any")}</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {localize(c.title, locale)}
              </option>
            ))}
          </Select>
        </Filter>
        {(
          [
            ["from", filters.from],
            ["to", filters.to],
          ] as const
        ).map(([name, value]) => (
          <Filter key={name} id={`f-${name}`} label={t(`payments:admin.${name}`)}>
            <DateField id={`f-${name}`} name={name} defaultValue={value ?? ""} aria-labelledby={`f-${name}-label`} />
          </Filter>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t("kit:search")}</Button>
          <Link
            to={`/admin-subscriptions/export${query ? `?${query}` : ""}`}
            reloadDocument
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden="true" />
            {t("payments:admin.exportCsv")}
          </Link>
        </div>
      </Form>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t("payments:admin.noResults")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3" data-testid="payment-result-row">
              <div className="flex min-w-0 flex-1 basis-56 flex-col">
                <span className="font-medium" dir="auto">
                  {localize(p.course.title, locale)}
                </span>
                <span className="text-sm text-muted-foreground">
                  <bdi dir="auto">{p.student.name}</bdi> · <bdi dir="ltr">{p.student.email}</bdi>
                </span>
              </div>
              <PaymentFacts payment={p} />
              {p.status === "paid" ? (
                <RefundAct row={p} refunding={refunding?.paymentId === p.id ? refunding : null} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {results.total > results.pageSize ? (
        <Pagination page={results.page} total={results.total} pageSize={results.pageSize} />
      ) : null}
    </section>
  );
}

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {children}
    </div>
  );
}
