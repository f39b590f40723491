import * as React from "react";
import { DirectionProvider } from "@radix-ui/react-direction";
import { directionOf, type Direction, type Locale } from "@masar/domain/locale";
import { formatDate, numberFormat } from "@masar/domain/format";
import { formatRelativeTime } from "@masar/domain/relative-time";
import { labels as builtIn, type Label, type LabelKey, type Labels } from "../lib/labels";

type Vars = Record<string, string | number>;

export interface LocaleContextValue {
  locale: Locale;
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

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale === "ar" ? "ar-EG" : "en-GB");
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function pick(label: Label, locale: Locale, vars?: Vars): string {
  if (typeof label === "string") return label;
  const count = typeof vars?.count === "number" ? vars.count : Number.NaN;
  if (Number.isNaN(count)) return label.other;
  if (count === 0 && label.zero) return label.zero;
  return label[pluralOf(locale, count)] ?? label.other;
}

export function createLocaleValue(locale: Locale, overrides?: Partial<Labels>): LocaleContextValue {
  const table: Labels = overrides ? { ...builtIn[locale], ...overrides } : builtIn[locale];
  const nf = numberFormat(locale);
  const formatNumber = (value: number) => nf.format(value);
  const t = (key: LabelKey, vars?: Vars) => {
    const text = pick(table[key] ?? key, locale, vars);
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = vars[name];
      if (v === undefined) return `{${name}}`;
      return typeof v === "number" ? formatNumber(v) : v;
    });
  };
  const amount = numberFormat(locale, { maximumFractionDigits: 2 });
  return {
    locale,
    dir: directionOf(locale),
    t,
    formatNumber,
    formatPrice: (price) => (!price || price <= 0 ? t("free") : `${amount.format(price)} ${t("egp")}`),
    formatDate: (value, options) => formatDate(value, locale, options),
    formatRelative: (value, now = new Date()) => formatRelativeTime(value, now, locale),
  };
}

export interface LocaleProviderProps {
  /** The interface language; direction follows it. @defaultValue "ar" */
  locale?: Locale;
  /** Replacements for any of the kit's built-in labels. */
  labels?: Partial<Labels>;
  children: React.ReactNode;
}

/** Gives the kit its language, direction (through Radix's DirectionProvider), labels and Intl formatters. */
export function LocaleProvider({ locale = "ar", labels, children }: LocaleProviderProps) {
  const value = React.useMemo(() => createLocaleValue(locale, labels), [locale, labels]);
  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>{children}</DirectionProvider>
    </LocaleContext.Provider>
  );
}

const fallback = createLocaleValue("ar");

/** The current locale, labels and formatters; Arabic when no provider is present. */
export function useLocale(): LocaleContextValue {
  return React.useContext(LocaleContext) ?? fallback;
}
