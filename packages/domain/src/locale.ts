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

/** A text picked for a reader: in their language, or in the other one when theirs is empty (`fallback`). */
export interface PickedText {
  text: string;
  /** The language the text is written in (for `lang`/`dir` on the block that shows it). */
  locale: Locale;
  fallback: boolean;
}

/**
 * `localize`, saying which language came back: a long text shown in the other language is marked as such
 * (a lesson body in Arabic on the English page), not passed off as the reader's.
 */
export function localizeMarked(text: LocalizedText, locale: Locale): PickedText {
  const other: Locale = locale === "ar" ? "en" : "ar";
  if (text[locale].trim() !== "" || text[other].trim() === "") return { text: text[locale], locale, fallback: false };
  return { text: text[other], locale: other, fallback: true };
}
