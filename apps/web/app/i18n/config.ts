import type { i18n, InitOptions } from "i18next";
import { numberFormat } from "@masar/domain/format";
import { DEFAULT_LOCALE, LOCALES, toLocale } from "@masar/domain/locale";
import ar from "./locales/ar";
import en from "./locales/en";

export const resources = { ar: { common: ar }, en: { common: en } } as const;

/** Shared by the server and the browser. Both languages are bundled: together they are a few kB. */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  ns: ["common"],
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initImmediate: false,
} satisfies InitOptions;

/**
 * `{{count, number}}` goes through the same memoised Intl formatters as the UI kit (ar-EG gives
 * Arabic-Indic digits; plain "ar" would not).
 */
export function withKitNumbers(instance: i18n): i18n {
  instance.services.formatter?.add("number", (value, lng) => numberFormat(toLocale(lng)).format(Number(value)));
  return instance;
}
