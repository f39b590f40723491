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

const KIB = 1024;

/**
 * A file's size in the reader's language and units, through Intl's byte units: "91 kB" / "٩١ ك.ب",
 * "2.5 MB" / "٢٫٥ م.ب". Counted as file managers count (1 kB = 1,024 bytes); a file under a kilobyte
 * still says 1 kB, never "0". Arabic takes Intl's narrow units (ك.ب, م.ب), its short kilobyte being the
 * whole word.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes < KIB ** 2
      ? [Math.max(1, Math.round(bytes / KIB)), "kilobyte"]
      : bytes < KIB ** 3
        ? [bytes / KIB ** 2, "megabyte"]
        : [bytes / KIB ** 3, "gigabyte"];
  const unitDisplay = locale === "ar" ? "narrow" : "short";
  return numberFormat(locale, { style: "unit", unit, unitDisplay, maximumFractionDigits: 1 }).format(value);
}

/**
 * How a wall-clock time ("HH:MM", Cairo time) is shown everywhere: the locale's digits and clock,
 * "١٠:٠٠ ص" in Arabic and "10:00" in English. One set of options for the calendar, the teacher's
 * event list and the kit's time field, so no page prints a time its neighbour would print otherwise.
 */
export const TIME_OF_DAY_OPTIONS: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone: "UTC" };

/** "HH:MM" as an instant of 1 January 1970 UTC: formatted in UTC, no time zone can move it. */
export function timeOfDayInstant(hhmm: string): Date {
  return new Date(`1970-01-01T${hhmm}:00Z`);
}

/** "HH:MM" in the reader's locale ("١٠:٠٠ ص", "10:00"). */
export function formatTimeOfDay(hhmm: string, locale: Locale): string {
  return dateFormat(locale, TIME_OF_DAY_OPTIONS).format(timeOfDayInstant(hhmm));
}
