import { intlLocaleOf, type Locale } from "./locale";

/**
 * Memoised Intl formatters per locale. Arabic uses ar-EG (Arabic-Indic digits), English en-GB.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  return memo(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocaleOf(locale), options));
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  return memo(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocaleOf(locale), options));
}

export function relativeTimeFormat(locale: Locale, numeric: "always" | "auto" = "always") {
  return memo(
    `r|${locale}|${numeric}`,
    () => new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric, style: "long" }),
  );
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** The amount followed by the currency word: "1,250 EGP" / "١٬٢٥٠ ج.م." (the unit comes from the caller). */
export function formatAmount(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export function formatDate(value: Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) {
  return dateFormat(locale, options).format(value);
}
