import type { Locale } from "@masar/domain/locale";
import { localize } from "@masar/domain/locale";
import { localizeTags, type CourseCardData } from "@masar/domain/course";
import type { LocalizedText } from "@masar/domain/locale";

/**
 * A summary with its title, instructor and tags in both languages, as the card shows it: the current
 * language's (each falling back to the other language).
 */
export function inLocale<
  T extends Omit<CourseCardData, "title" | "tags" | "instructor"> & {
    titles: LocalizedText;
    instructor: LocalizedText;
    tags: readonly LocalizedText[];
  },
>(course: T, locale: Locale): Omit<T, "tags" | "instructor"> & { title: string; instructor: string; tags: string[] } {
  return {
    ...course,
    title: localize(course.titles, locale),
    instructor: localize(course.instructor, locale),
    tags: localizeTags(course.tags, locale),
  };
}
