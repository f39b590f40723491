import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  NOTIFICATION_KINDS,
  DEFAULT_QUIET_HOURS,
  preferencesFormSchema,
  type NotificationPreferences,
} from "@masar/domain/notification-preferences";
import { Button } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { Label } from "@masar/ui/input";
import type { FormMessages } from "#app/forms/messages";
import { TimeField } from "#app/forms/kit-fields";
import { useAppForm } from "#app/forms/use-app-form";

export const PREFERENCES_INTENT = "preferences";

const checkboxClass = "size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring";

/**
 * Push per kind and quiet hours (decision 016). In-app notifications always arrive, so only the
 * push column can be changed. Native checkboxes, and times that are native inputs until scripts run:
 * the form works without JavaScript.
 */
export function NotificationPreferencesForm({
  preferences,
  lastResult,
}: {
  preferences: NotificationPreferences;
  lastResult?: SubmissionResult<FormMessages> | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === PREFERENCES_INTENT;
  const quiet = preferences.quietHours ?? DEFAULT_QUIET_HOURS;
  const [form, fields] = useAppForm({
    id: "notification-preferences",
    schema: preferencesFormSchema,
    lastResult,
    defaultValue: {
      ...preferences.push,
      quiet: preferences.quietHours !== null,
      quietStart: quiet.start,
      quietEnd: quiet.end,
    },
  });
  return (
    <Card data-testid="notification-preferences">
      <CardContent className="gap-4 pt-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold">{t("preferences.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("preferences.lead")}</p>
        </div>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
          <input type="hidden" name="intent" value={PREFERENCES_INTENT} />
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-2 text-start font-medium">
                  {t("preferences.kind")}
                </th>
                <th scope="col" className="px-2 py-2 text-center font-medium">
                  {t("preferences.inApp")}
                </th>
                <th scope="col" className="py-2 text-center font-medium">
                  {t("preferences.push")}
                </th>
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => {
                const field = fields[kind];
                const label = t(`preferences.kinds.${kind}`);
                return (
                  <tr key={kind} className="border-b last:border-b-0">
                    <th scope="row" className="py-3 text-start font-medium">
                      {label}
                    </th>
                    <td className="px-2 py-3 text-center text-muted-foreground">{t("preferences.always")}</td>
                    <td className="py-3 text-center">
                      <input
                        {...getInputProps(field, { type: "checkbox" })}
                        key={field.key}
                        className={checkboxClass}
                        aria-label={t("preferences.pushFor", { kind: label })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{t("preferences.quiet")}</legend>
            <div className="flex items-start gap-3">
              <input
                {...getInputProps(fields.quiet, { type: "checkbox" })}
                key={fields.quiet.key}
                className={`${checkboxClass} mt-0.5`}
                aria-describedby={`${fields.quiet.id}-lead`}
              />
              <div className="flex flex-col gap-1">
                <Label htmlFor={fields.quiet.id}>{t("preferences.quiet")}</Label>
                <p id={`${fields.quiet.id}-lead`} className="text-xs text-muted-foreground">
                  {t("preferences.quietLead")}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-4 ps-8">
              <TimeField field={fields.quietStart} label={t("preferences.from")} required />
              <TimeField field={fields.quietEnd} label={t("preferences.to")} required />
            </div>
          </fieldset>
          <Button type="submit" className="self-start" disabled={saving}>
            {saving ? t("preferences.saving") : t("preferences.save")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
