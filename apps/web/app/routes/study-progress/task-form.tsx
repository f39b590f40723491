import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { FieldError, Input, Label, Textarea } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import { FormError, useMessages } from "#app/forms/fields";
import { DateField, TimeField } from "#app/forms/kit-fields";
import type { FormMessages } from "#app/forms/messages";
import { useLazyAppForm, type FormConstraints } from "#app/forms/use-lazy-form";

export type TaskDefaults = {
  id?: string;
  title: string;
  notes: string;
  date: string;
  time: string;
  courseId: string;
};

/** Add or edit an own task: a plain form posting to the page's action, so it works without scripts. */
export function TaskForm({
  defaults,
  courses,
  constraint,
  lastResult,
  cancelHref,
}: {
  defaults: TaskDefaults;
  courses: { id: string; title: string }[];
  constraint: FormConstraints;
  lastResult?: SubmissionResult<FormMessages> | null;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const messages = useMessages();
  const editing = Boolean(defaults.id);
  const [form, fields, intent, conform] = useLazyAppForm<TaskDefaults>({
    id: editing ? `task-${defaults.id}` : "task-new",
    constraint,
    loadParser: () => import("./form-parsers").then((m) => m.parseTaskForm),
    lastResult,
    defaultValue: defaults,
  });
  const field = (name: keyof typeof fields, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fields[name].id}>{label}</Label>
      {control}
      <FieldError id={fields[name].errorId}>{messages(fields[name].errors)}</FieldError>
    </div>
  );
  return (
    <Form method="post" {...getFormProps(form)} {...intent} className="flex flex-col gap-3" preventScrollReset>
      {conform}
      <h2 className="text-lg font-bold">{editing ? t("calendar:task.editTitle") : t("calendar:task.newTitle")}</h2>
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={defaults.id} /> : null}
      <FormError id={form.errorId} messages={form.errors} />
      {field("title", t("calendar:task.title"), <Input {...getInputProps(fields.title, { type: "text" })} />)}
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField field={fields.date} label={t("calendar:task.date")} />
        <TimeField field={fields.time} label={t("calendar:task.time")} />
      </div>
      {field(
        "courseId",
        t("calendar:task.course"),
        <Select {...getSelectProps(fields.courseId)}>
          <option value="">{t("calendar:task.noCourse")}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </Select>,
      )}
      {field("notes", t("calendar:task.notes"), <Textarea {...getTextareaProps(fields.notes)} rows={3} />)}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t("calendar:task.save")}</Button>
        {editing ? (
          <Button asChild variant="ghost">
            <Link to={cancelHref}>{t("calendar:task.cancel")}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
