import { useTranslation } from "react-i18next";
import type { CourseStatus } from "@masar/domain/course";
import { numberFormat } from "@masar/domain/format";
import type { Locale } from "@masar/domain/locale";
import { Badge } from "@masar/ui/badge";

const VARIANT = { draft: "muted", published: "success", archived: "outline" } as const;

/** A course's status as a badge, in words (never by colour alone). */
export function StatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANT[status]} data-slot="course-status" data-status={status}>
      {t(`teaching.status.${status}`)}
    </Badge>
  );
}

/** 0–100 as a percentage in the locale's digits and sign (Arabic ٪). */
export function formatPercent(value: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);
}
