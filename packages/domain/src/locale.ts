/** The two interface languages. Arabic is the default (spec section 1). */
export const LOCALES = ["ar", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ar";
/** The localStorage key the spec names; the cookie mirror uses the same name. */
export const LANGUAGE_STORAGE_KEY = "appLanguage";

export function isLocale(value: unknown): value is Locale {
  return value === "ar" || value === "en";
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export type Direction = "rtl" | "ltr";

export function directionOf(locale: Locale): Direction {
  return locale === "ar" ? "rtl" : "ltr";
}

/** BCP 47 tag for Intl: Egyptian Arabic with Arabic-Indic digits, English with Latin digits. */
export function intlLocaleOf(locale: Locale): string {
  return locale === "ar" ? "ar-EG" : "en-GB";
}

/** A text stored in both languages; either side may be empty. */
export interface LocalizedText {
  ar: string;
  en: string;
}

/** The text in the wanted language, falling back to the other one when it is empty. */
export function localize(text: LocalizedText | string | undefined | null, locale: Locale): string {
  if (text == null) return "";
  if (typeof text === "string") return text;
  const other: Locale = locale === "ar" ? "en" : "ar";
  return text[locale] || text[other] || "";
}
