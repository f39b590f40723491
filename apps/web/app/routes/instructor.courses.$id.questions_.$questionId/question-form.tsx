import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DIFFICULTIES, QUESTION_TYPES, type QuestionType } from "@masar/domain/practice/question";
import { Button, buttonVariants } from "@masar/ui/button";
import { FieldError, Label } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import { MarkdownField } from "#app/components/teaching/markdown-field";
import { FormError, SelectField, TextField, useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import { useAppForm } from "#app/forms/use-app-form";
import { BodyFields } from "./body-fields";
import { questionFormSchema } from "./question-form-schema";
import type { QuestionFormDefaults } from "./question-form.server";

type Text = { ar: string; en: string };
type Field = FieldMetadata<string | undefined, Record<string, unknown>, FormMessages>;

/** The first step of a new question: its type, each with what it asks for (plain links: no script needed). */
export function TypeChooser() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="type-chooser-heading" className="flex flex-col gap-3">
      <h3 id="type-chooser-heading" className="text-lg font-semibold">
        {t("teaching.questions.chooseType")}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="type-chooser">
        {QUESTION_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={`?type=${type}`}
              className="flex h-full flex-col gap-1 rounded-lg border bg-card p-4 hover:border-primary"
            >
              <span className="font-medium">{t(`teaching.questions.type.${type}`)}</span>
              <span className="text-sm text-muted-foreground">{t(`teaching.questions.typeHint.${type}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Changes the edited question's type: the page reloads with that type's fields (a GET, works without script). */
function TypeSwitch({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="type-switch">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="question-type">{t("teaching.questions.typeLabel")}</Label>
        <Select
          id="question-type"
          name="type"
          defaultValue={type}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {QUESTION_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`teaching.questions.type.${k}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline">
        {t("teaching.questions.changeType")}
      </Button>
    </Form>
  );
}

interface QuestionFormProps {
  type: QuestionType;
  questionId: string | null;
  defaults: QuestionFormDefaults;
  /** The saved stem and explanation rendered, shown under their editors until a preview is asked for. */
  previews: { stem: Text; explanation: Text };
  lessons: { id: string; title: string }[];
  lastResult: SubmissionResult<FormMessages> | null;
}

/**
 * A question of `type`: stem and explanation in Arabic and English (Markdown with math, either side may
 * be empty), what the type needs, and the tags. The server checks the whole question and answers each
 * problem beside its field.
 */
export function QuestionForm({ type, questionId, defaults, previews, lessons, lastResult }: QuestionFormProps) {
  const { t } = useTranslation();
  const messages = useMessages();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({
    id: `question-${questionId ?? "new"}`,
    schema: questionFormSchema,
    lastResult,
    defaultValue: defaults as never,
  });
  const stem = fields.stem.getFieldset();
  const explanation = fields.explanation.getFieldset();
  const both = (group: "stem" | "explanation", fieldset: typeof stem, saved: Text) =>
    (["ar", "en"] as const).map((lang) => (
      <MarkdownField
        key={lang}
        field={fieldset[lang] as Field}
        savedPreview={saved[lang]}
        label={`${t(group === "stem" ? "teaching.questions.stem" : "teaching.questions.explanationLabel")} (${t(lang === "ar" ? "teaching.course.arabic" : "teaching.course.english")})`}
        hint={t(group === "stem" ? "teaching.questions.stemHint" : "teaching.questions.explanationHint")}
        rows={group === "stem" ? 6 : 4}
        lang={lang}
      />
    ));
  return (
    <div className="flex flex-col gap-6">
      <TypeSwitch type={type} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6" data-testid="question-form">
        <input type="hidden" name="type" value={type} />
        <FormError id={form.errorId} messages={form.errors} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("teaching.questions.stem")}</legend>
          <p className="text-sm text-muted-foreground">{t("teaching.course.bilingualHint")}</p>
          <div className="grid gap-4 md:grid-cols-2">{both("stem", stem, previews.stem)}</div>
          <FieldError id={fields.stem.errorId}>{messages(fields.stem.errors)}</FieldError>
        </fieldset>
        <BodyFields type={type} fields={fields} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("teaching.questions.explanation")}</legend>
          <div className="grid gap-4 md:grid-cols-2">{both("explanation", explanation, previews.explanation)}</div>
          <FieldError id={fields.explanation.errorId}>{messages(fields.explanation.errors)}</FieldError>
        </fieldset>
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("teaching.questions.tags")}</legend>
          <SelectField
            field={fields.lessonId as Field}
            label={t("teaching.questions.lesson")}
            options={[
              { value: "", label: t("teaching.questions.noLesson") },
              ...lessons.map((l) => ({ value: l.id, label: l.title })),
            ]}
          />
          <TextField field={fields.topic as Field} label={t("teaching.questions.topic")} dir="auto" />
          <SelectField
            field={fields.difficulty as Field}
            label={t("teaching.questions.difficultyLabel")}
            options={[
              { value: "", label: t("teaching.questions.noDifficulty") },
              ...DIFFICULTIES.map((d) => ({ value: d, label: t(`teaching.questions.difficulty.${d}`) })),
            ]}
          />
          <TextField
            field={fields.source as Field}
            label={t("teaching.questions.source")}
            hint={t("teaching.questions.sourceHint")}
            dir="auto"
          />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={navigation.state === "submitting"} data-testid="save-question">
            {t(questionId ? "teaching.questions.save" : "teaching.questions.create")}
          </Button>
          <Link to=".." relative="path" className={buttonVariants({ variant: "ghost" })}>
            {t("teaching.events.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
