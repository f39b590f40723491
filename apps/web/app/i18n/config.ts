import type { InitOptions } from "i18next";
import { DEFAULT_LOCALE, LOCALES } from "@masar/domain/locale";
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
