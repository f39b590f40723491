import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FACULTIES, LEVELS } from "@masar/domain/course";
import { localize, type LocalizedText } from "@masar/domain/locale";
import { courseFormSchema, MAX_COURSE_TAGS, type CourseForm } from "@masar/domain/teaching-schema";
import { Button } from "@masar/ui/button";
import { FieldError, Label } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { FormError, SelectField, TextAreaField, TextField, useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import type { FieldMetadata } from "@conform-to/react";

/** The price is a number to the schema and a text field to the form. */
type FieldOf<T> = FieldMetadata<T | undefined, Record<string, unknown>, FormMessages>;
import { useAppForm } from "#app/forms/use-app-form";
import { TagsInput } from "./tags-input";
import { useUnsavedChanges } from "./unsaved-changes";

/** What the form starts from: the stored course, with its tags as the chips that give them back. */
type CourseFormDefaults = Partial<Omit<CourseForm, "tags">> & { tags?: string[] };

interface CourseFormProps {
  id: string;
  /** The categories the teacher may choose (the managed list's active entries, and the course's own). */
  categories: readonly { id: string; name: LocalizedText }[];
  defaults?: CourseFormDefaults;
  lastResult?: SubmissionResult<FormMessages> | null;
  submitLabel: string;
}

/** A course's details: Arabic and English side by side, then the catalogue fields. Works without JS. */
export function CourseDetailsForm({ id, categories, defaults, lastResult, submitLabel }: CourseFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const messages = useMessages();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({ id, schema: courseFormSchema, lastResult, defaultValue: defaults });
  const { formProps } = useUnsavedChanges();
  const title = fields.title.getFieldset();
  const description = fields.description.getFieldset();
  const conform = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    conform.onSubmit(event);
  };
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "details";
  const side = (lang: "ar" | "en") => (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4" lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
      <legend className="px-1 text-sm font-semibold">
        {t(lang === "ar" ? "teaching.course.arabic" : "teaching.course.english")}
      </legend>
      <TextField field={title[lang]} label={t("teaching.course.title")} />
      <TextAreaField field={description[lang]} label={t("teaching.course.description")} rows={5} />
    </fieldset>
  );
  const tagsHintId = `${fields.tags.id}-hint`;
  return (
    <Form
      method="post"
      {...conform}
      onSubmit={onSubmit}
      onChange={formProps.onChange}
      className="flex flex-col gap-6"
      data-testid="course-form"
    >
      <input type="hidden" name="intent" value="details" />
      <FormError id={form.errorId} messages={form.errors} />
      <div className="flex flex-col gap-2">
        <p id={`${id}-bilingual`} className="text-sm text-muted-foreground">
          {t("teaching.course.bilingualHint")}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {side("ar")}
          {side("en")}
        </div>
        <FieldError id={fields.title.errorId}>{messages(fields.title.errors)}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          field={fields.faculty}
          label={t("kit:faculty")}
          options={FACULTIES.map((f) => ({ value: f, label: t(`kit:faculty.${f}`) }))}
        />
        <SelectField
          field={fields.level}
          label={t("kit:level")}
          options={LEVELS.map((l) => ({ value: l, label: t(`kit:level.${l}`) }))}
        />
        <SelectField
          field={fields.category}
          label={t("kit:category")}
          options={[
            { value: "", label: t("teaching.course.chooseCategory") },
            ...categories
              .map((c) => ({ value: c.id, label: localize(c.name, locale) }))
              .sort((a, b) => a.label.localeCompare(b.label, locale)),
          ]}
        />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={fields.tags.id}>{t("teaching.course.tags")}</Label>
          <TagsInput
            id={fields.tags.id}
            name={fields.tags.name}
            defaultTags={defaults?.tags ?? []}
            describedBy={fields.tags.errors ? `${tagsHintId} ${fields.tags.errorId}` : tagsHintId}
            invalid={!!fields.tags.errors}
          />
          <p id={tagsHintId} className="text-xs text-muted-foreground">
            {t("teaching.course.tagsHint", { count: MAX_COURSE_TAGS })}
          </p>
          <FieldError id={fields.tags.errorId}>{messages(Object.values(fields.tags.allErrors).flat())}</FieldError>
        </div>
        <TextField
          field={fields.price as FieldOf<string>}
          type="number"
          label={t("teaching.course.price")}
          hint={t("teaching.course.priceHint")}
          dir="ltr"
        />
      </div>
      <Button type="submit" className="self-start" disabled={saving} data-testid="save-course">
        {saving ? t("teaching.course.saving") : submitLabel}
      </Button>
    </Form>
  );
}
