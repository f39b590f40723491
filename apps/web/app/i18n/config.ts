import type { i18n, InitOptions } from "i18next";
import { numberFormat } from "@masar/domain/format";
import { DEFAULT_LOCALE, LOCALES, toLocale } from "@masar/domain/locale";
import { KIT_NAMESPACE, NAMESPACES } from "./namespaces";

/**
 * Shared by the server and the browser. It carries no messages: the server loads them all
 * (resources.server.ts), the browser receives the namespaces each route asks for (routeMessages).
 * Keys keep their group prefix (`home.heroTitle`, `auth.email`), so a key is found in whichever
 * namespace holds its group through `fallbackNS`.
 */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  ns: ["common"],
  fallbackNS: [...NAMESPACES.filter((ns) => ns !== "common"), KIT_NAMESPACE],
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
