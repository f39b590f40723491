import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DIFFICULTIES, QUESTION_TYPES } from "@masar/domain/practice/question";
import { Input, Label } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import type { BankFilters } from "#app/services/practice/bank.server";

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

export interface QuestionFilterFieldsProps {
  filters: BankFilters;
  lessons: { id: string; title: string }[];
  /** The topics and sources the bank uses. */
  topics: string[];
  sources: string[];
  /** Prefixes the ids, so two sets on one page never share one. */
  idPrefix?: string;
}

/**
 * The bank's filters (search, type, lesson, topic, difficulty, source) as plain named fields, for a GET
 * form: the filters live in the address, work without script and can be shared. The page supplies the
 * form and its buttons (the bank's own form, or the quiz page's checklist).
 */
export function QuestionFilterFields({
  filters,
  lessons,
  topics,
  sources,
  idPrefix = "bank",
}: QuestionFilterFieldsProps) {
  const { t } = useTranslation();
  const id = (name: string) => `${idPrefix}-${name}`;
  const choice = (name: "topic" | "source", values: string[], current: string) => (
    <Select id={id(name)} name={name} defaultValue={current} dir="auto">
      <option value="">{t(`teaching.questions.filters.any.${name}`)}</option>
      {current && !values.includes(current) ? <option value={current}>{current}</option> : null}
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </Select>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={t("teaching.questions.filters.search")} htmlFor={id("q")}>
        <Input id={id("q")} type="search" name="q" defaultValue={filters.q} maxLength={120} dir="auto" />
      </Field>
      <Field label={t("teaching.questions.filters.type")} htmlFor={id("type")}>
        <Select id={id("type")} name="type" defaultValue={filters.type ?? ""}>
          <option value="">{t("teaching.questions.filters.any.type")}</option>
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`teaching.questions.type.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("teaching.questions.lesson")} htmlFor={id("lessonId")}>
        <Select id={id("lessonId")} name="lessonId" defaultValue={filters.lessonId ?? ""}>
          <option value="">{t("teaching.questions.filters.any.lesson")}</option>
          {lessons.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("teaching.questions.topic")} htmlFor={id("topic")}>
        {choice("topic", topics, filters.topic)}
      </Field>
      <Field label={t("teaching.questions.difficultyLabel")} htmlFor={id("difficulty")}>
        <Select id={id("difficulty")} name="difficulty" defaultValue={filters.difficulty ?? ""}>
          <option value="">{t("teaching.questions.filters.any.difficulty")}</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t(`teaching.questions.difficulty.${d}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("teaching.questions.source")} htmlFor={id("source")}>
        {choice("source", sources, filters.source)}
      </Field>
    </div>
  );
}
