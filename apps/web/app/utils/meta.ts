import type { MetaDescriptor } from "@remix-run/node";
import { toLocale, type Locale } from "@masar/domain/locale";
import { fixedT } from "#app/i18n/translate";

type Matches = readonly ({ id: string; data: unknown } | undefined)[];

/** The locale the root loader resolved, for meta functions. */
export function localeFromMatches(matches: Matches): Locale {
  const root = matches.find((m) => m?.id === "root")?.data as { locale?: string } | undefined;
  return toLocale(root?.locale);
}

/** Title "Page · Learning Platform" and description in the current language. */
export function pageMeta(
  matches: Matches,
  page: { titleKey?: string; title?: string; descriptionKey?: string; description?: string },
): MetaDescriptor[] {
  const t = fixedT(localeFromMatches(matches));
  const pageTitle = page.title ?? (page.titleKey ? t(page.titleKey) : null);
  const description = page.description ?? (page.descriptionKey ? t(page.descriptionKey) : t("app.description"));
  return [
    { title: pageTitle ? t("app.pageTitle", { page: pageTitle }) : t("app.title") },
    { name: "description", content: description },
    { property: "og:title", content: pageTitle ?? t("app.title") },
    { property: "og:description", content: description },
  ];
}
