import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@masar/ui/locale-provider";
import { numberFormat } from "@masar/domain/format";
import type { CompletionFigures } from "@masar/domain/statistics";

/** Piastres as pounds with the kit's currency word, any sign, two decimals at most. */
export function useEgp() {
  const { t, locale } = useLocale();
  return (piastres: number) =>
    `${numberFormat(locale, { maximumFractionDigits: 2 }).format(piastres / 100)} ${t("egp")}`;
}

export interface DashboardFigures {
  students: number | null;
  teachers: number | null;
  publishedCourses: number | null;
  enrollments: number | null;
  enrollmentsThisMonth: number | null;
  revenueThisMonthPiastres: number | null;
  pendingPayments: number | null;
  completionRate: number | null;
  completion: CompletionFigures | null;
}

/** One figure: its name, the number (or "unavailable"), and a line beneath. */
function Figure({ id, label, value, note }: { id: string; label: string; value: string | null; note?: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-card p-4" data-testid={`figure-${id}`}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={`figure-${id}-value`}>
        {value ?? <span className="text-base font-medium text-muted-foreground">{t("unavailable")}</span>}
      </dd>
      {note ? <dd className="text-sm text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** The dashboard's figures as a description list: each figure's name and value read together. */
export function Figures({ figures: f }: { figures: DashboardFigures }) {
  const { t } = useTranslation("admin");
  const { formatNumber, locale } = useLocale();
  const n = (v: number | null) => (v === null ? null : formatNumber(v));
  const egp = useEgp();
  return (
    <section aria-labelledby="figures-heading" className="flex flex-col gap-3">
      <h2 id="figures-heading" className="sr-only">
        {t("dashboard.figures")}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure id="students" label={t("dashboard.students")} value={n(f.students)} />
        <Figure id="teachers" label={t("dashboard.teachers")} value={n(f.teachers)} />
        <Figure id="published-courses" label={t("dashboard.publishedCourses")} value={n(f.publishedCourses)} />
        <Figure
          id="enrollments"
          label={t("dashboard.enrollments")}
          value={n(f.enrollments)}
          note={
            f.enrollmentsThisMonth === null ? null : (
              <span data-testid="figure-enrollments-month">
                {t("dashboard.enrollmentsThisMonth", { count: f.enrollmentsThisMonth })}
              </span>
            )
          }
        />
        <Figure
          id="revenue"
          label={t("dashboard.revenueThisMonth")}
          // Net revenue can be below zero in a month of refunds: an amount with its sign, never "Free".
          value={f.revenueThisMonthPiastres === null ? null : egp(f.revenueThisMonthPiastres)}
          note={t("dashboard.revenueNote")}
        />
        <Figure
          id="pending-payments"
          label={t("dashboard.pendingPayments")}
          value={n(f.pendingPayments)}
          note={
            <Link to="/admin-subscriptions" className="text-primary underline-offset-4 hover:underline">
              {t("dashboard.reviewPayments")}
            </Link>
          }
        />
        <Figure
          id="completion-rate"
          label={t("dashboard.completionRate")}
          value={f.completion ? numberFormat(locale, { style: "percent" }).format((f.completionRate ?? 0) / 100) : null}
          note={
            f.completion
              ? t("dashboard.completionNote", { completed: f.completion.completed, count: f.completion.enrollments })
              : null
          }
        />
      </dl>
    </section>
  );
}
