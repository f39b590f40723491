import type { Locale } from "@masar/domain/locale";
import type { BankImport } from "#app/services/practice/bank.server";
import { summarizeQuestion } from "#app/services/practice/question-summary.server";
import { MAX_IMPORT_BYTES } from "./import-form-schema";

/** A chosen file's text, or why it cannot be read: too large, or not UTF-8 text (a PDF, an image). */
export async function fileText(entry: FormDataEntryValue | null): Promise<{ text: string } | { key: string } | null> {
  if (!(entry instanceof File) || entry.size === 0) return null;
  if (entry.size > MAX_IMPORT_BYTES) return { key: "teaching.questions.fileTooLarge" };
  const bytes = new Uint8Array(await entry.arrayBuffer());
  if (bytes.includes(0)) return { key: "teaching.questions.fileType" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { key: "teaching.questions.fileType" };
  }
}

/** A parse as the preview shows it: each question's line, type and stem excerpt; each error's line and code. */
export function previewOf(parsed: BankImport, locale: Locale) {
  return {
    questions: parsed.questions.map(({ line, content }, index) => {
      const summary = summarizeQuestion({ ...content, id: String(index), version: 1 }, locale);
      return { line, type: summary.type, excerptHtml: summary.excerptHtml };
    }),
    errors: parsed.errors.map(({ line, message, detail }) => ({ line, code: message, detail: detail ?? null })),
  };
}
export type ImportPreview = ReturnType<typeof previewOf>;
