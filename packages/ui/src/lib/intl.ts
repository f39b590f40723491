import { intlLocaleOf, isLocale, type Direction } from "@masar/domain/locale";
import { relativeTime } from "@masar/domain/relative-time";

/** Languages written right to left (base subtag), for locales beyond the built-in ar and en. */
const RTL_LANGUAGES = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "ks", "ps", "sd", "ug", "ur", "yi"]);

/** The direction a language tag is written in: "fr" → ltr, "ar-MA" or "fa" → rtl. */
export function directionOfTag(tag: string): Direction {
  return RTL_LANGUAGES.has(tag.toLowerCase().split("-")[0]!) ? "rtl" : "ltr";
}

/**
 * The BCP 47 tag Intl gets: ar → ar-EG (Arabic-Indic digits) and en → en-GB, as in @masar/domain, so the
 * kit's digits match the app's; any other tag (fr, fr-EG, de) is used as given.
 */
function intlTagOf(tag: string): string {
  return isLocale(tag) ? intlLocaleOf(tag) : tag;
}

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const cache = new Map<string, Formatter>();
function memo<T extends Formatter>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

export const numbers = (tag: string, options: Intl.NumberFormatOptions = {}) =>
  memo(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlTagOf(tag), options));
export const dates = (tag: string, options: Intl.DateTimeFormatOptions) =>
  memo(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlTagOf(tag), options));
export const plurals = (tag: string) => memo(`p|${tag}`, () => new Intl.PluralRules(intlTagOf(tag)));
const relatives = (tag: string, numeric: "always" | "auto") =>
  memo(`r|${tag}|${numeric}`, () => new Intl.RelativeTimeFormat(intlTagOf(tag), { numeric, style: "long" }));

/** The relative time of spec section 4 (minutes, hours, yesterday, days, then a date) in any language. */
export function formatRelativeIn(tag: string, date: Date, now: Date): string {
  const rel = relativeTime(date, now);
  switch (rel.unit) {
    case "minutes":
      return relatives(tag, "always").format(-rel.value, "minute");
    case "hours":
      return relatives(tag, "always").format(-rel.value, "hour");
    case "yesterday":
      return relatives(tag, "auto").format(-1, "day");
    case "days":
      return relatives(tag, "always").format(-rel.value, "day");
    case "date":
      return dates(tag, { month: "long", day: "numeric" }).format(rel.date);
  }
}
