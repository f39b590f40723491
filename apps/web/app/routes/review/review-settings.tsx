import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DAILY_LIMIT_RANGE, type ReviewSettings } from "@masar/domain/review/card";
import { Button } from "@masar/ui/button";
import { FieldError, Input, Label } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";
import { useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The student's daily limit and reminder hour (plain form: it works without JavaScript), and "Re-plan
 * from today" with each course's exam date that bounds its cards.
 */
export function ReviewSettingsForm({
  settings,
  courses,
  result,
}: {
  settings: Pick<ReviewSettings, "dailyLimit" | "reminderHour">;
  courses: { id: string; title: string; examDate: string | null }[];
  result: SubmissionResult<FormMessages> | null;
}) {
  const { t } = useTranslation();
  const { formatDate } = useLocale();
  const messages = useMessages();
  const errors = (result?.error ?? {}) as Record<string, FormMessages | undefined>;
  const hour = (h: number) =>
    formatDate(new Date(Date.UTC(2026, 0, 1, h)), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const day = (d: string) => formatDate(new Date(`${d}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const exams = courses.filter((c) => c.examDate);
  const limitError = messages(errors.dailyLimit);
  const hourError = messages(errors.reminderHour);
  return (
    <section aria-labelledby="review-settings-heading" className="flex flex-col gap-4 rounded-lg border p-4 md:p-6">
      <h2 id="review-settings-heading" className="text-lg font-semibold">
        {t("review.settings.heading")}
      </h2>
      {/* noValidate: the browser's own bubble (its language, not the page's) never comes before the app's message. */}
      <Form method="post" noValidate className="flex flex-col gap-3" preventScrollReset data-testid="review-settings">
        <input type="hidden" name="intent" value="settings" />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-daily-limit">{t("review.settings.dailyLimit")}</Label>
            <Input
              id="review-daily-limit"
              name="dailyLimit"
              type="number"
              inputMode="numeric"
              min={DAILY_LIMIT_RANGE.min}
              max={DAILY_LIMIT_RANGE.max}
              defaultValue={settings.dailyLimit}
              aria-invalid={limitError ? true : undefined}
              aria-describedby={`review-daily-limit-hint${limitError ? " review-daily-limit-error" : ""}`}
            />
            <p id="review-daily-limit-hint" className="text-xs text-muted-foreground">
              {t("review.settings.dailyLimitHint")}
            </p>
            <FieldError id="review-daily-limit-error">{limitError}</FieldError>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-reminder">{t("review.settings.reminder")}</Label>
            <Select
              id="review-reminder"
              name="reminderHour"
              defaultValue={settings.reminderHour === null ? "off" : String(settings.reminderHour)}
              aria-invalid={hourError ? true : undefined}
              aria-describedby={`review-reminder-hint${hourError ? " review-reminder-error" : ""}`}
            >
              <option value="off">{t("review.settings.reminderOff")}</option>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hour(h)}
                </option>
              ))}
            </Select>
            <p id="review-reminder-hint" className="text-xs text-muted-foreground">
              {t("review.settings.reminderHint")}
            </p>
            <FieldError id="review-reminder-error">{hourError}</FieldError>
          </div>
        </div>
        <Button type="submit" variant="outline" className="self-start">
          {t("review.settings.save")}
        </Button>
      </Form>
      <Form method="post" className="flex flex-col gap-2 border-t pt-4" preventScrollReset>
        <input type="hidden" name="intent" value="replan" />
        {exams.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {exams.map((c) => (
              <li key={c.id} dir="auto">
                {t("review.settings.examOn", { course: c.title, date: day(c.examDate!) })}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-muted-foreground">{t("review.settings.replanHint")}</p>
        <Button type="submit" variant="outline" className="self-start" data-testid="review-replan">
          {t("review.settings.replan")}
        </Button>
      </Form>
    </section>
  );
}
