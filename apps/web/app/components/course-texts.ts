import type { Locale } from "@masar/domain/locale";
import { localize } from "@masar/domain/locale";
import type { CourseCardData } from "@masar/domain/course";

/** A summary with both titles; the card shows the one of the current language (fallback to the other). */
export function inLocale<T extends Omit<CourseCardData, "title"> & { titles: { ar: string; en: string } }>(
  course: T,
  locale: Locale,
): T & { title: string } {
  return { ...course, title: localize(course.titles, locale) };
}
