// The teacher console's question import: Moodle GIFT or Aiken text, previewed with its errors, then added all at once.
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { Button } from "@masar/ui/button";
import { Textarea } from "@masar/ui/input";
import { BackLink } from "#app/components/back-link";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { QuestionExcerpt } from "#app/components/teaching/question-summary";
import { FieldFrame, FormError, RadioField } from "#app/forms/fields";
import { FileField } from "#app/forms/kit-fields";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { commitImport, MAX_IMPORT_QUESTIONS, previewImport } from "#app/services/practice/bank.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { IMPORT_FORMATS, importFormSchema, MAX_IMPORT_BYTES } from "./import-form-schema";
import { fileText, previewOf, type ImportPreview } from "./import.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "teaching.questions.importTitle" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { course } = await requireCourseStaff(request, params.id!);
  return { courseId: course.id, maxQuestions: MAX_IMPORT_QUESTIONS, messages: routeMessages(request, ["teaching"]) };
}

/**
 * "preview" parses the pasted text or the chosen file and shows every question and every error by line,
 * writing nothing; "commit" adds them all in one go, only when no line has an error.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  // A file of up to 1 MB and as much pasted text, with the multipart's own overhead.
  const formData = await readFormData(request, { maxBytes: 4 * MAX_IMPORT_BYTES });
  const submission = parseForm(formData, importFormSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null, text: null, format: null }, { status: 400 });
  }
  const { intent, format } = submission.value;
  const file = await fileText(formData.get("file"));
  if (file && "key" in file) {
    const result = submission.reply({ fieldErrors: { file: [{ key: file.key }] } });
    return data({ result, preview: null, text: null, format }, { status: 400 });
  }
  // A chosen file's text wins over the pasted one; the page shows it back, to be corrected in place.
  const text = file?.text ?? submission.value.text;
  if (text.trim() === "") {
    const result = submission.reply({ fieldErrors: { text: [{ key: "teaching.questions.textRequired" }] } });
    return data({ result, preview: null, text: null, format }, { status: 400 });
  }
  const locale = getLocale(request);
  if (intent === "commit") {
    const committed = await commitImport(actor, course.id, format, text);
    if (!committed.ok && committed.reason === "invalid") {
      const preview = previewOf(committed.parsed, locale);
      return data({ result: submission.reply(), preview, text, format }, { status: 400 });
    }
    if (!committed.ok) throw data(null, { status: 404, statusText: "Not Found" });
    return redirect(`/instructor/courses/${course.id}/questions`, {
      headers: {
        "Set-Cookie": await toastHeader({
          type: "success",
          key: "teaching.questions.imported",
          values: { count: String(committed.created.length) },
        }),
      },
    });
  }
  const previewed = await previewImport(actor, course.id, format, text);
  if (!previewed.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return { result: submission.reply(), preview: previewOf(previewed.parsed, locale), text, format };
}

export default function ImportQuestions() {
  const { courseId, maxQuestions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const preview = actionData?.preview ?? null;
  const [form, fields] = useAppForm({
    id: "question-import",
    schema: importFormSchema,
    lastResult: actionData?.result ?? null,
    defaultValue: { format: "gift" },
  });
  const file = fields.file;
  const textProps = getTextareaProps(fields.text, { ariaDescribedBy: `${fields.text.id}-hint` });
  const read = actionData?.text ?? null;
  const clean = preview !== null && read !== null && preview.errors.length === 0 && preview.questions.length > 0;
  return (
    <section aria-labelledby="import-heading" className="flex max-w-4xl flex-col gap-4">
      <BackLink to={`/instructor/courses/${courseId}/questions`}>{t("teaching.questions.backToBank")}</BackLink>
      <h2 id="import-heading" className="text-xl font-bold">
        {t("teaching.questions.importTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("teaching.questions.importLead")}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="flex flex-col gap-4"
        data-testid="import-form"
      >
        <FormError id={form.errorId} messages={form.errors} />
        <RadioField
          field={fields.format}
          label={t("teaching.questions.format")}
          options={IMPORT_FORMATS.map((f) => ({ value: f, label: t(`teaching.questions.formats.${f}`) }))}
        />
        <FieldFrame field={fields.text} label={t("teaching.questions.text")} hint={t("teaching.questions.textHint")}>
          {/* Remounted with each answer: the text read (a file's too) comes back to be corrected in place. */}
          <Textarea
            {...textProps}
            key={read === null ? textProps.key : `read-${read.length}-${preview?.errors.length ?? 0}`}
            defaultValue={read ?? textProps.defaultValue}
            rows={14}
            dir="auto"
            className="font-mono"
          />
        </FieldFrame>
        <FileField field={file} label={t("teaching.questions.file")} accept=".txt,.gift,text/plain" />
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            name="intent"
            value="preview"
            variant={clean ? "outline" : "primary"}
            disabled={navigation.state === "submitting"}
            data-testid="preview-import"
          >
            {t("teaching.questions.preview")}
          </Button>
        </div>
      </Form>
      {preview ? <ImportPreviewList preview={preview} maxQuestions={maxQuestions} /> : null}
      {clean ? (
        // Adds exactly the text previewed, not what the box above may hold since.
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="format" value={actionData?.format ?? "gift"} />
          <input type="hidden" name="text" value={read} />
          <Button
            type="submit"
            name="intent"
            value="commit"
            disabled={navigation.state === "submitting"}
            data-testid="commit-import"
          >
            {t("teaching.questions.commit", { count: preview.questions.length })}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

/** What the text holds: each question (type, stem excerpt) and each line in error with its reason. */
function ImportPreviewList({ preview, maxQuestions }: { preview: ImportPreview; maxQuestions: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-preview-heading" className="flex flex-col gap-3" data-testid="import-preview">
      <h3 id="import-preview-heading" className="text-lg font-semibold">
        {t("teaching.questions.previewTitle")}
      </h3>
      <p role="status" className="text-sm">
        {t("teaching.questions.found", { count: preview.questions.length })}
        {preview.errors.length ? ` · ${t("teaching.questions.errorsFound", { count: preview.errors.length })}` : ""}
      </p>
      {preview.errors.length ? (
        <>
          <p className="text-sm text-destructive">{t("teaching.questions.fixFirst")}</p>
          <ul
            className="flex flex-col gap-1 rounded-lg border border-destructive/40 p-3 text-sm"
            data-testid="import-errors"
          >
            {preview.errors.map((error, index) => (
              <li key={`${error.line}-${index}`} className="text-destructive">
                {t("teaching.questions.lineError", {
                  line: error.line,
                  reason: t(
                    [`teaching.questions.importErrors.${error.code}`, "teaching.questions.importErrors.invalid"],
                    {
                      count: maxQuestions,
                      detail: error.detail ?? "",
                    },
                  ),
                })}
                {/* The parser's own words say where in the line; they are not translated. */}
                {error.code === "syntax" && error.detail ? (
                  <code dir="ltr" className="ms-2 text-xs text-muted-foreground">
                    {error.detail}
                  </code>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.questions.length ? (
        <ol className="flex flex-col gap-2" data-testid="import-questions-preview">
          {preview.questions.map((question) => (
            <li key={question.line} className="flex flex-col gap-1 rounded-lg border bg-card p-3">
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="soft">{t(`teaching.questions.type.${question.type}`)}</Badge>
                {t("teaching.questions.line", { line: question.line })}
              </span>
              <QuestionExcerpt summary={question} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
