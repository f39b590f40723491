import type { Locale } from "@masar/domain/locale";
import { localize } from "@masar/domain/locale";
import { localizeTags, type CourseCardData } from "@masar/domain/course";
import type { LocalizedText } from "@masar/domain/locale";

/**
 * A summary with both titles and tags in both languages, as the card shows it: the current language's
 * title and tags (each falling back to the other language).
 */
export function inLocale<
  T extends Omit<CourseCardData, "title" | "tags"> & { titles: LocalizedText; tags: readonly LocalizedText[] },
>(course: T, locale: Locale): Omit<T, "tags"> & { title: string; tags: string[] } {
  return { ...course, title: localize(course.titles, locale), tags: localizeTags(course.tags, locale) };
}
