import * as React from "react";
import { DirectionProvider } from "@radix-ui/react-direction";
import { isLocale, type Direction, type Locale } from "@masar/domain/locale";
import { dates, directionOfTag, formatRelativeIn, numbers, plurals } from "../lib/intl";
import { labels as builtIn, type Label, type LabelKey, type Labels } from "../lib/labels";

type Vars = Record<string, string | number>;

export interface LocaleContextValue {
  /**
   * The language of the two that data comes in (`{ ar, en }` titles): the locale itself for ar and en,
   * `contentLocale` for any other.
   */
  locale: Locale;
  /** The interface language as given to the provider: "ar", "en", or a third one such as "fr". */
  lang: string;
  dir: Direction;
  /** The kit's label for `key`, plural-aware when `vars.count` is a number; numbers formatted for the locale. */
  t: (key: LabelKey, vars?: Vars) => string;
  formatNumber: (value: number) => string;
  /** "Free" for 0, else the amount and the currency word. */
  formatPrice: (price: number | null | undefined) => string;
  formatDate: (value: Date, options?: Intl.DateTimeFormatOptions) => string;
  formatRelative: (value: Date, now?: Date) => string;
}

const LocaleContext = React.createContext<LocaleContextValue | null>(null);

function pick(label: Label, lang: string, vars?: Vars): string {
  if (typeof label === "string") return label;
  const count = typeof vars?.count === "number" ? vars.count : Number.NaN;
  if (Number.isNaN(count)) return label.other;
  if (count === 0 && label.zero) return label.zero;
  return label[plurals(lang).select(count)] ?? label.other;
}

export interface LocaleOptions {
  /** For a locale other than ar and en: the built-in language its missing labels and `{ ar, en }` data fall back to. @defaultValue "en" */
  contentLocale?: Locale;
  /** The writing direction; derived from the language when omitted (fr → ltr, fa → rtl). */
  dir?: Direction;
}

/**
 * The kit's locale value for `lang`: built-in labels for ar and en, any of them replaced by `overrides`;
 * for another language, `overrides` holds its labels and the rest come from `contentLocale`.
 */
export function createLocaleValue(
  lang: string,
  overrides?: Partial<Labels>,
  options: LocaleOptions = {},
): LocaleContextValue {
  const locale: Locale = isLocale(lang) ? lang : (options.contentLocale ?? "en");
  const table: Labels = overrides ? { ...builtIn[locale], ...overrides } : builtIn[locale];
  const nf = numbers(lang);
  const formatNumber = (value: number) => nf.format(value);
  const t = (key: LabelKey, vars?: Vars) => {
    const text = pick(table[key] ?? key, lang, vars);
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = vars[name];
      if (v === undefined) return `{${name}}`;
      return typeof v === "number" ? formatNumber(v) : v;
    });
  };
  const amount = numbers(lang, { maximumFractionDigits: 2 });
  return {
    locale,
    lang,
    dir: options.dir ?? directionOfTag(lang),
    t,
    formatNumber,
    formatPrice: (price) => (!price || price <= 0 ? t("free") : `${amount.format(price)} ${t("egp")}`),
    formatDate: (value, opts = { dateStyle: "long" }) => dates(lang, opts).format(value),
    formatRelative: (value, now = new Date()) => formatRelativeIn(lang, value, now),
  };
}

export interface LocaleProviderProps extends LocaleOptions {
  /** The interface language: "ar" or "en" (built in), or another BCP 47 tag given with its `labels`. @defaultValue "ar" */
  locale?: string;
  /** Replacements for any of the kit's built-in labels, or a third language's labels. */
  labels?: Partial<Labels>;
  /**
   * Whether to render the provider's own root element carrying `dir` and `lang` (styled `display: contents`,
   * so it adds no box), which lets the kit sit in a page whose `<html>` it does not own. @defaultValue true
   */
  root?: boolean;
  /** The part of the app that uses this language. */
  children: React.ReactNode;
}

/** Gives the kit its language, direction (through Radix's DirectionProvider), labels and Intl formatters. */
export function LocaleProvider({
  locale = "ar",
  labels,
  contentLocale,
  dir,
  root = true,
  children,
}: LocaleProviderProps) {
  const value = React.useMemo(
    () => createLocaleValue(locale, labels, { contentLocale, dir }),
    [locale, labels, contentLocale, dir],
  );
  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>
        {root ? (
          <div data-slot="locale-root" dir={value.dir} lang={value.lang} style={{ display: "contents" }}>
            {children}
          </div>
        ) : (
          children
        )}
      </DirectionProvider>
    </LocaleContext.Provider>
  );
}

const fallback = createLocaleValue("ar");

/** The current locale, labels and formatters; Arabic when no provider is present. */
export function useLocale(): LocaleContextValue {
  return React.useContext(LocaleContext) ?? fallback;
}
