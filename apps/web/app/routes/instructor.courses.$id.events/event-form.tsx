import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COURSE_EVENT_KINDS, type CourseEvent } from "@masar/domain/course-event";
import { localize, type LocalizedText } from "@masar/domain/locale";
import { eventFormSchema } from "@masar/domain/teaching-schema";
import { Button } from "@masar/ui/button";
import { FieldError } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { FormError, SelectField, TextField, useMessages } from "#app/forms/fields";
import { DateField, TimeField } from "#app/forms/kit-fields";
import type { FormMessages } from "#app/forms/messages";
import { useAppForm } from "#app/forms/use-app-form";

type Field = Parameters<typeof TextField>[0]["field"];

/** Adds an event, or edits `event`: kind, title in both languages, a date and an optional time. */
export function EventForm({
  event,
  lessons,
  lastResult,
}: {
  event: CourseEvent | null;
  lessons: { id: string; title: LocalizedText }[];
  lastResult: SubmissionResult<FormMessages> | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const messages = useMessages();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({
    id: event ? `event-${event.id}` : "event-new",
    schema: eventFormSchema,
    lastResult,
    defaultValue: event
      ? {
          kind: event.kind,
          title: event.title,
          date: event.date,
          time: event.time ?? "",
          lessonId: event.lessonId ?? "",
        }
      : { kind: "deadline" },
  });
  const title = fields.title.getFieldset();
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4 rounded-lg border p-4"
      data-testid="event-form"
    >
      <input type="hidden" name="intent" value={event ? "update" : "create"} />
      {event ? <input type="hidden" name="eventId" value={event.id} /> : null}
      <FormError id={form.errorId} messages={form.errors} />
      <SelectField
        field={fields.kind}
        label={t("teaching.events.kindLabel")}
        options={COURSE_EVENT_KINDS.map((k) => ({ value: k, label: t(`teaching.events.kind.${k}`) }))}
      />
      <TextField
        field={title.ar}
        label={`${t("teaching.course.title")} (${t("teaching.course.arabic")})`}
        dir="rtl"
        lang="ar"
      />
      <TextField
        field={title.en}
        label={`${t("teaching.course.title")} (${t("teaching.course.english")})`}
        dir="ltr"
        lang="en"
      />
      <FieldError id={fields.title.errorId}>{messages(fields.title.errors)}</FieldError>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField field={fields.date} label={t("teaching.events.date")} />
        <TimeField field={fields.time} label={t("teaching.events.time")} hint={t("teaching.events.timeHint")} />
      </div>
      {lessons.length ? (
        <SelectField
          field={fields.lessonId as Field}
          label={t("teaching.events.lesson")}
          options={[
            { value: "", label: t("teaching.events.noLesson") },
            ...lessons.map((l) => ({ value: l.id, label: localize(l.title, locale) })),
          ]}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={navigation.state === "submitting"} data-testid="save-event">
          {t(event ? "teaching.events.save" : "teaching.events.add")}
        </Button>
        {event ? (
          <Link to="." className="inline-flex items-center px-3 text-sm text-primary hover:underline">
            {t("teaching.events.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
