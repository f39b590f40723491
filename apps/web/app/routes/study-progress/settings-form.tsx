import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { WEEK_STARTS, type WeekStart } from "@masar/domain/calendar-date";
import { Button } from "@masar/ui/button";
import { FieldError, Label } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import { useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";

/**
 * The calendar's settings, saved together: Hijri dates beside the Gregorian ones, and the day weeks
 * start on (Saturday, as Egypt's universities count it, unless the student picks Sunday or Monday).
 * A plain form: it works without scripts; a refused value comes back beside its field.
 */
export function SettingsForm({
  hijri,
  weekStart,
  lastResult,
}: {
  hijri: boolean;
  weekStart: WeekStart;
  lastResult?: SubmissionResult<FormMessages> | null;
}) {
  const { t } = useTranslation();
  const messages = useMessages();
  const weekStartError = messages(lastResult?.error?.weekStart ?? undefined);
  return (
    <Form method="post" replace preventScrollReset className="flex flex-col gap-3" aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-lg font-bold">
        {t("calendar:settings.title")}
      </h2>
      <input type="hidden" name="intent" value="settings" />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="hijri" value="1" defaultChecked={hijri} className="size-4 accent-primary" />
        {t("calendar:settings.hijri")}
      </label>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="week-start">{t("calendar:settings.weekStart")}</Label>
        <Select
          id="week-start"
          name="weekStart"
          defaultValue={String(weekStart)}
          aria-invalid={weekStartError ? true : undefined}
          aria-describedby={weekStartError ? "week-start-error" : undefined}
        >
          {WEEK_STARTS.map((day) => (
            <option key={day} value={day}>
              {t(`calendar:weekday.off${day}`)}
            </option>
          ))}
        </Select>
        <FieldError id="week-start-error">{weekStartError}</FieldError>
      </div>
      <Button type="submit" size="sm" variant="outline" className="self-start">
        {t("calendar:settings.save")}
      </Button>
    </Form>
  );
}
