import { useRef } from "react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { DateField } from "@masar/ui/date-field";
import { FieldError, Label } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";
import { STATISTICS_PERIODS, zonedMidnight, type StatisticsPeriod } from "@masar/domain/statistics-series";

const PERIOD_KEY = { "30d": "last30", term: "term", custom: "custom" } as const;

/** "YYYY-MM-DD" written out in the page's language (the day is Cairo's; noon keeps it off any edge). */
function useDay() {
  const { formatDate } = useLocale();
  return (day: string) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const instant = new Date(zonedMidnight(y, m, d).getTime() + 12 * 3600_000);
    return formatDate(instant, { dateStyle: "medium", timeZone: "Africa/Cairo" });
  };
}

/**
 * The date range as a GET form: the range lives in the URL, so it can be shared, and it works without
 * JavaScript. The server validates it (an invalid custom range comes back with its reason); with
 * JavaScript, choosing a date switches the period to "custom".
 */
export function RangeForm({
  period,
  from,
  to,
  error,
  shown,
}: {
  period: StatisticsPeriod;
  from: string;
  to: string;
  error: { key: string; values?: Record<string, unknown> } | null;
  shown: { from: string; to: string } | null;
}) {
  const { t } = useTranslation("admin");
  const day = useDay();
  const periodRef = useRef<HTMLSelectElement>(null);
  const toCustom = () => {
    if (periodRef.current) periodRef.current.value = "custom";
  };
  const errorId = error ? "range-error" : undefined;
  return (
    <Form method="get" className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby="range-legend">
      <h2 id="range-legend" className="text-base font-semibold">
        {t("statistics.range.legend")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <Label htmlFor="range-period">{t("statistics.range.period")}</Label>
          <Select id="range-period" name="period" defaultValue={period} ref={periodRef}>
            {STATISTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`statistics.range.${PERIOD_KEY[p]}`)}
              </option>
            ))}
          </Select>
        </div>
        {(
          [
            ["from", from],
            ["to", to],
          ] as const
        ).map(([name, value]) => (
          <div key={name} className="flex flex-col gap-1">
            <Label id={`range-${name}-label`} htmlFor={`range-${name}`}>
              {t(`statistics.range.${name}`)}
            </Label>
            <DateField
              id={`range-${name}`}
              name={name}
              defaultValue={value}
              onValueChange={toCustom}
              aria-labelledby={`range-${name}-label`}
              aria-invalid={Boolean(error)}
              aria-describedby={errorId}
            />
          </div>
        ))}
        <Button type="submit">{t("statistics.range.show")}</Button>
      </div>
      {error ? (
        <FieldError id="range-error" role="alert" data-testid="range-error">
          {t(error.key, error.values)}
        </FieldError>
      ) : null}
      {shown ? (
        <p className="text-sm text-muted-foreground" data-testid="range-shown">
          {t("statistics.range.showing", { from: day(shown.from), to: day(shown.to) })}
        </p>
      ) : null}
    </Form>
  );
}
