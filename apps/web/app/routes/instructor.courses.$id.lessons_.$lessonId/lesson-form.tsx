import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LESSON_KINDS, type LessonKind } from "@masar/domain/course";
import { lessonFormSchema, type LessonForm as LessonFormValues } from "@masar/domain/teaching-schema";
import { Button } from "@masar/ui/button";
import { FieldError, Label } from "@masar/ui/input";
import { Progress } from "@masar/ui/progress";
import { FileField } from "@masar/ui/file-field";
import { FormError, SelectField, TextField, useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import { useAppForm } from "#app/forms/use-app-form";
import { useUnsavedChanges } from "#app/components/teaching/unsaved-changes";
import { MarkdownField } from "#app/components/teaching/markdown-field";
import { useUploadForm } from "./upload-progress";

interface LessonFormProps {
  courseId: string;
  lessonId: string;
  defaults: Partial<LessonFormValues>;
  storedFile: string | null;
  /** Each side's saved Markdown, rendered. */
  savedPreview: { ar: string; en: string };
  lastResult: SubmissionResult<FormMessages> | null;
}

/**
 * One lesson: titles and section in both languages, the type, then what the type needs. Without
 * JavaScript every type's inputs are shown and the server keeps the ones of the chosen type; with it,
 * only the chosen type's, and a chosen file is sent with a progress bar.
 */
export function LessonForm({ courseId, lessonId, defaults, storedFile, savedPreview, lastResult }: LessonFormProps) {
  const { t } = useTranslation();
  const messages = useMessages();
  const navigation = useNavigation();
  const upload = useUploadForm(`/resources/lesson-save/${courseId}/${lessonId}`);
  const [form, fields] = useAppForm({
    id: "lesson",
    schema: lessonFormSchema,
    lastResult: upload.result ?? lastResult,
    defaultValue: defaults,
  });
  const { formProps } = useUnsavedChanges();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [kind, setKind] = useState<LessonKind>(defaults.kind ?? "text");
  const shows = (k: LessonKind) => !enhanced || kind === k;
  const title = fields.title.getFieldset();
  const section = fields.section.getFieldset();
  const body = fields.body.getFieldset();
  const conform = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    conform.onSubmit(event);
    if (!event.defaultPrevented) upload.onSubmit(event);
  };
  const saving = navigation.state === "submitting" || upload.percent !== null;
  const fileErrors = form.allErrors.file as FormMessages | undefined;
  const side = (lang: "ar" | "en") => (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4" lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
      <legend className="px-1 text-sm font-semibold">
        {t(lang === "ar" ? "teaching.course.arabic" : "teaching.course.english")}
      </legend>
      <TextField field={title[lang]} label={t("teaching.lessons.title")} />
      <TextField field={section[lang]} label={t("teaching.lessons.section")} />
    </fieldset>
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...conform}
      onSubmit={onSubmit}
      onChange={formProps.onChange}
      className="flex flex-col gap-6"
      data-testid="lesson-form"
    >
      <FormError id={form.errorId} messages={form.errors} />
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">{t("teaching.course.bilingualHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {side("ar")}
          {side("en")}
        </div>
        <FieldError id={fields.title.errorId}>{messages(fields.title.errors)}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div onChange={(e) => setKind((e.target as HTMLSelectElement).value as LessonKind)}>
          <SelectField
            field={fields.kind}
            label={t("teaching.lessons.kindLabel")}
            options={LESSON_KINDS.map((k) => ({ value: k, label: t(`teaching.lessons.kind.${k}`) }))}
          />
        </div>
        <TextField
          field={fields.durationMinutes as never}
          type="number"
          label={t("teaching.lessons.duration")}
          dir="ltr"
        />
        <div className="flex items-center gap-2 self-end pb-2">
          {/* A native checkbox: it is sent with the form before (and without) any script. */}
          <input
            type="checkbox"
            id={fields.preview.id}
            name={fields.preview.name}
            defaultChecked={defaults.preview ?? false}
            className="size-5 accent-primary"
          />
          <Label htmlFor={fields.preview.id}>{t("teaching.lessons.previewFlag")}</Label>
        </div>
      </div>
      {shows("text") ? (
        // The body in both languages, like the title: each with its own preview; one of them at least.
        <div className="flex flex-col gap-2" data-testid="lesson-bodies">
          <p className="text-sm text-muted-foreground">{t("teaching.lessons.bodyLanguagesHint")}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {(["ar", "en"] as const).map((lang) => (
              <div key={lang} data-testid={`lesson-body-${lang}`}>
                <MarkdownField
                  field={body[lang]}
                  savedPreview={savedPreview[lang]}
                  label={t(lang === "ar" ? "teaching.lessons.bodyAr" : "teaching.lessons.bodyEn")}
                  lang={lang}
                />
              </div>
            ))}
          </div>
          <FieldError id={fields.body.errorId}>{messages(fields.body.errors)}</FieldError>
        </div>
      ) : null}
      {shows("quiz") ? (
        <p className="text-sm text-muted-foreground" data-testid="quiz-lesson-hint">
          {t("teaching.lessons.quizHint")}{" "}
          {lessonId !== "new" && defaults.kind === "quiz" ? (
            <Link to={`/instructor/courses/${courseId}/quizzes/${lessonId}`} className="text-primary hover:underline">
              {t("teaching.lessons.openQuiz")}
            </Link>
          ) : null}
        </p>
      ) : null}
      {shows("video") ? (
        <TextField
          field={fields.link}
          type="url"
          dir="ltr"
          label={t("teaching.lessons.link")}
          hint={t("teaching.lessons.linkHint")}
        />
      ) : null}
      {shows("video") || shows("file") ? (
        // Last in the form: the server reads the type before the file streams in.
        <div className="flex flex-col gap-1.5">
          <Label id="lesson-file-label" htmlFor="lesson-file">
            {enhanced && kind === "video"
              ? t("teaching.lessons.videoFile")
              : enhanced
                ? t("teaching.lessons.documentFile")
                : `${t("teaching.lessons.videoFile")} / ${t("teaching.lessons.documentFile")}`}
          </Label>
          <FileField
            id="lesson-file"
            name="file"
            aria-labelledby="lesson-file-label"
            accept={
              enhanced && kind === "video"
                ? "video/mp4,video/webm"
                : enhanced
                  ? ".pdf,.zip,.docx,.xlsx,.pptx,application/pdf,application/zip"
                  : undefined
            }
            aria-describedby={fileErrors ? "lesson-file-error" : storedFile ? "lesson-file-current" : undefined}
            aria-invalid={fileErrors ? true : undefined}
          />
          {storedFile ? (
            <p id="lesson-file-current" className="text-xs text-muted-foreground">
              {t("teaching.lessons.currentMedia", { name: storedFile })} {t("teaching.lessons.keepMedia")}
            </p>
          ) : null}
          <FieldError id="lesson-file-error">{messages(fileErrors)}</FieldError>
        </div>
      ) : null}
      {upload.percent !== null ? (
        <div className="flex flex-col gap-1" role="status" data-testid="upload-progress">
          <Progress value={upload.percent} aria-label={t("teaching.lessons.uploading", { percent: upload.percent })} />
          <span className="text-sm">{t("teaching.lessons.uploading", { percent: upload.percent })}</span>
        </div>
      ) : null}
      {upload.failed ? <FormError messages={[{ key: "teaching.lessons.uploadFailed" }]} /> : null}
      <Button type="submit" className="self-start" disabled={saving} data-testid="save-lesson">
        {saving ? t("teaching.course.saving") : t("teaching.lessons.save")}
      </Button>
    </Form>
  );
}
