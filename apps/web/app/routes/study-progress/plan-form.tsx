import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { WeekStart } from "@masar/domain/calendar-date";
import { Button } from "@masar/ui/button";
import { FieldError, Input, Label } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import { FormError, useMessages } from "#app/forms/fields";
import { DateField } from "#app/forms/kit-fields";
import type { FormMessages } from "#app/forms/messages";
import { useLazyAppForm, type FormConstraints } from "#app/forms/use-lazy-form";

type PlanValue = { courseId: string; examDate: string; perDay: number; offDays: number[] };

/** The week in the order the calendar shows it, Saturday first in Arabic. */
const weekOrder = (weekStart: number) => Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);

/** The exam plan: a course, the exam's date, lessons a day and days off. */
export function PlanForm({
  courses,
  weekStart,
  today,
  constraint,
  lastResult,
}: {
  courses: { id: string; title: string }[];
  weekStart: WeekStart;
  today: string;
  constraint: FormConstraints;
  lastResult?: SubmissionResult<FormMessages> | null;
}) {
  const { t } = useTranslation();
  const messages = useMessages();
  const [form, fields, intent, conform] = useLazyAppForm<PlanValue>({
    id: "plan-form",
    constraint,
    loadParser: () => import("./form-parsers").then((m) => m.parsePlanForm),
    lastResult,
    defaultValue: { courseId: courses[0]?.id ?? "", perDay: 2, offDays: [5], examDate: "" },
  });
  if (courses.length === 0) return <p className="text-sm text-muted-foreground">{t("calendar:plan.noCourses")}</p>;
  const checked = new Set((fields.offDays.initialValue as string[] | undefined) ?? ["5"]);
  return (
    <Form method="post" {...getFormProps(form)} {...intent} className="flex flex-col gap-3" preventScrollReset>
      {conform}
      <input type="hidden" name="intent" value="plan" />
      <FormError id={form.errorId} messages={form.errors} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fields.courseId.id}>{t("calendar:plan.course")}</Label>
        <Select {...getSelectProps(fields.courseId)}>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </Select>
        <FieldError id={fields.courseId.errorId}>{messages(fields.courseId.errors)}</FieldError>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          field={fields.examDate}
          label={t("calendar:plan.examDate")}
          min={today}
          today={today}
          weekStartsOn={weekStart}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fields.perDay.id}>{t("calendar:plan.perDay")}</Label>
          <Input {...getInputProps(fields.perDay, { type: "number" })} min={1} max={6} />
          <FieldError id={fields.perDay.errorId}>{messages(fields.perDay.errors)}</FieldError>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("calendar:plan.offDays")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {weekOrder(weekStart).map((d) => (
            <label key={d} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                name="offDays"
                value={d}
                defaultChecked={checked.has(String(d))}
                className="size-4 accent-primary"
              />
              {t(`calendar:weekday.off${d}`)}
            </label>
          ))}
        </div>
        <FieldError id={fields.offDays.errorId}>{messages(fields.offDays.errors)}</FieldError>
      </fieldset>
      <Button type="submit" className="self-start">
        {t("calendar:plan.submit")}
      </Button>
    </Form>
  );
}
