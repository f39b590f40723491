import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Textarea } from "@masar/ui/input";
import { FieldFrame } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, FormMessages>;

interface MarkdownFieldProps {
  field: Field;
  /** The saved text's rendering, shown under the editor until a preview is asked for (and without JavaScript). */
  savedPreview: string;
  /** @defaultValue the lesson text's label and hint */
  label?: string;
  hint?: string;
  rows?: number;
  /** The language the text is written in, when the field is for one of the two (its direction follows). */
  lang?: "ar" | "en";
}

/**
 * Markdown with a Write / Preview switch (a text lesson, a question's stem). The preview is rendered and
 * sanitised by the server, exactly as students will see it. Without JavaScript the saved text's rendering
 * is shown under the editor instead. Each field previews on its own (several may share a page).
 */
export function MarkdownField({ field, savedPreview, label, hint, rows = 14, lang }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const preview = useFetcher<{ html: string }>({ key: `markdown-preview-${field.id}` });
  const [mode, setMode] = useState<"write" | "preview" | "none">("none");
  const area = useRef<HTMLTextAreaElement>(null);
  const props = getTextareaProps(field, { ariaDescribedBy: `${field.id}-hint` });
  const name = label ?? t("teaching.lessons.body");
  const show = (next: "write" | "preview") => {
    setMode(next);
    if (next === "preview") {
      preview.submit({ body: area.current?.value ?? "" }, { method: "post", action: "/resources/markdown-preview" });
    }
  };
  const html = mode === "preview" ? (preview.data?.html ?? "") : mode === "none" ? savedPreview : "";
  const dir = lang ? (lang === "ar" ? "rtl" : "ltr") : "auto";
  return (
    <div className="flex flex-col gap-2" data-testid="markdown-field">
      <div className="flex gap-1" role="group" aria-label={name}>
        <Button
          type="button"
          size="sm"
          variant={mode === "preview" ? "ghost" : "outline"}
          aria-pressed={mode !== "preview"}
          onClick={() => show("write")}
        >
          {t("teaching.lessons.write")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={mode === "preview" ? "outline" : "ghost"}
          aria-pressed={mode === "preview"}
          onClick={() => show("preview")}
          data-testid="show-preview"
        >
          {t("teaching.lessons.showPreview")}
        </Button>
      </div>
      <div hidden={mode === "preview"}>
        <FieldFrame field={field} label={name} hint={hint ?? t("teaching.lessons.bodyHint")}>
          <Textarea {...props} key={props.key} ref={area} rows={rows} dir={dir} lang={lang} className="font-mono" />
        </FieldFrame>
      </div>
      {html || mode === "preview" ? (
        <div
          className="prose max-w-none rounded-lg border p-4"
          data-testid="markdown-preview"
          aria-live="polite"
          lang={lang}
          dir={lang ? dir : undefined}
          // Sanitised on the server by renderMarkdown (sanitize-html allow-list).
          dangerouslySetInnerHTML={{ __html: html || `<p>${t("teaching.lessons.previewEmpty")}</p>` }}
        />
      ) : null}
    </div>
  );
}
