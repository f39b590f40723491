import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { categoryFormSchema } from "@masar/domain/course-category";
import type { LocalizedText } from "@masar/domain/locale";
import { Button } from "@masar/ui/button";
import { FormError, TextField } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import { useAppForm } from "#app/forms/use-app-form";

/** Adds a category, or renames `category`: its name in Arabic and in English, both required. */
export function CategoryForm({
  category,
  lastResult,
  busy,
}: {
  category: { id: string; name: LocalizedText } | null;
  lastResult: SubmissionResult<FormMessages> | null | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAppForm({
    id: category ? `category-${category.id}` : "category-new",
    schema: categoryFormSchema,
    lastResult,
    defaultValue: category ? { name: category.name } : undefined,
  });
  const name = fields.name.getFieldset();
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4 rounded-lg border p-4"
      data-testid="category-form"
    >
      <input type="hidden" name="intent" value={category ? "rename" : "add"} />
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <FormError id={form.errorId} messages={form.errors} />
      <TextField field={name.ar} label={t("categories.nameAr")} dir="rtl" lang="ar" />
      <TextField field={name.en} label={t("categories.nameEn")} dir="ltr" lang="en" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} data-testid="save-category">
          {t(category ? "categories.save" : "categories.addButton")}
        </Button>
        {category ? (
          <Link to="." className="inline-flex items-center px-3 text-sm text-primary hover:underline">
            {t("categories.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
