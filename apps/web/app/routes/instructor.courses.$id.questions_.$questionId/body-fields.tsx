import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { MULTIPLE_SCORING, TEXT_MATCHING, TOLERANCE_KINDS, type QuestionType } from "@masar/domain/practice/question";
import { FieldError } from "@masar/ui/input";
import { CheckboxField, RadioField, SelectField, TextAreaField, TextField, useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, FormMessages>;
type Meta = FieldMetadata<unknown, Record<string, unknown>, FormMessages>;
type Fieldset = Record<string, Meta>;
/** The editor's fields as conform hands them (the schema's input is loose: rows come as any list). */
type Fields = Record<
  string,
  Meta & { getFieldset(): Fieldset; getFieldList(): (Meta & { getFieldset(): Fieldset })[] }
>;

const field = (meta: Meta | undefined) => meta as unknown as Field;

/** Up to eight options, each in both languages, right or not, pinned or not; empty rows are ignored. */
function ChoiceFields({ fields, multiple }: { fields: Fields; multiple: boolean }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const rows = fields.options!.getFieldList();
  return (
    <fieldset className="flex flex-col gap-3" data-testid="option-rows">
      <legend className="mb-2 text-lg font-semibold">{t("teaching.questions.options")}</legend>
      <p className="text-sm text-muted-foreground">{t("teaching.questions.optionsHint")}</p>
      <FieldError id={fields.options!.errorId}>{messages(fields.options!.errors)}</FieldError>
      {rows.map((row, index) => {
        const option = row.getFieldset();
        return (
          <fieldset key={row.key} className="grid gap-3 rounded-lg border p-3 md:grid-cols-[1fr_1fr_auto]">
            <legend className="px-1 text-sm font-semibold">
              {t("teaching.questions.option", { number: index + 1 })}
            </legend>
            <input type="hidden" name={option.id!.name} value={String(option.id!.initialValue ?? "")} />
            <TextField field={field(option.ar)} label={t("teaching.course.arabic")} dir="auto" lang="ar" />
            <TextField field={field(option.en)} label={t("teaching.course.english")} dir="auto" lang="en" />
            <div className="flex flex-col justify-end gap-2 pb-1">
              <CheckboxField field={option.correct!} label={t("teaching.questions.correct")} />
              <CheckboxField field={option.pinned!} label={t("teaching.questions.pinned")} />
            </div>
            <FieldError id={row.errorId} className="md:col-span-3">
              {messages(row.errors)}
            </FieldError>
          </fieldset>
        );
      })}
      {multiple ? (
        <SelectField
          field={field(fields.scoring)}
          label={t("teaching.questions.scoring")}
          hint={t("teaching.questions.scoringHint")}
          options={MULTIPLE_SCORING.map((s) => ({ value: s, label: t(`teaching.questions.scoringKind.${s}`) }))}
          className="max-w-sm"
        />
      ) : null}
    </fieldset>
  );
}

/** Up to three accepted numbers, each with its tolerance; the unit and how a comma is read. */
function NumericFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const unit = fields.unit!.getFieldset();
  return (
    <fieldset className="flex flex-col gap-3" data-testid="numeric-rows">
      <legend className="mb-2 text-lg font-semibold">{t("teaching.questions.answers")}</legend>
      <p className="text-sm text-muted-foreground">{t("teaching.questions.answersHint")}</p>
      <FieldError id={fields.answers!.errorId}>{messages(fields.answers!.errors)}</FieldError>
      {fields.answers!.getFieldList().map((row, index) => {
        const answer = row.getFieldset();
        return (
          <fieldset key={row.key} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold">
              {t("teaching.questions.answer", { number: index + 1 })}
            </legend>
            <TextField field={field(answer.value)} label={t("teaching.questions.value")} dir="ltr" />
            <TextField field={field(answer.tolerance)} label={t("teaching.questions.tolerance")} dir="ltr" />
            <SelectField
              field={field(answer.kind)}
              label={t("teaching.questions.toleranceKindLabel")}
              options={TOLERANCE_KINDS.map((k) => ({ value: k, label: t(`teaching.questions.toleranceKind.${k}`) }))}
            />
            <FieldError id={row.errorId} className="sm:col-span-3">
              {messages(row.errors)}
            </FieldError>
          </fieldset>
        );
      })}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          field={field(unit.ar)}
          label={`${t("teaching.questions.unit")} (${t("teaching.course.arabic")})`}
          dir="auto"
          lang="ar"
        />
        <TextField
          field={field(unit.en)}
          label={`${t("teaching.questions.unit")} (${t("teaching.course.english")})`}
          dir="auto"
          lang="en"
        />
      </div>
      <FieldError id={fields.unit!.errorId}>{messages(fields.unit!.errors)}</FieldError>
      <CheckboxField field={fields.decimalComma!} label={t("teaching.questions.decimalComma")} />
    </fieldset>
  );
}

/** What the type asks for beyond the stem: options, the true/false answer, numbers or accepted texts. */
export function BodyFields({ type, fields: given }: { type: QuestionType; fields: unknown }) {
  const { t } = useTranslation();
  const fields = given as Fields;
  switch (type) {
    case "single":
    case "multiple":
      return <ChoiceFields fields={fields} multiple={type === "multiple"} />;
    case "trueFalse":
      return (
        <RadioField
          field={fields.answer!}
          label={t("teaching.questions.trueFalseAnswer")}
          options={[
            { value: "true", label: t("teaching.questions.true") },
            { value: "false", label: t("teaching.questions.false") },
          ]}
        />
      );
    case "numeric":
      return <NumericFields fields={fields} />;
    case "shortText":
      return (
        <div className="flex flex-col gap-3" data-testid="short-text-fields">
          <TextAreaField
            field={field(fields.accepted)}
            label={t("teaching.questions.accepted")}
            hint={t("teaching.questions.acceptedHint")}
            rows={5}
            dir="auto"
          />
          <SelectField
            field={field(fields.matching)}
            label={t("teaching.questions.matching")}
            options={TEXT_MATCHING.map((m) => ({ value: m, label: t(`teaching.questions.matchingKind.${m}`) }))}
            className="max-w-md"
          />
        </div>
      );
  }
}
