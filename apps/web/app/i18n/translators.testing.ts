import i18next, { type i18n } from "i18next";
import { LOCALES, type Locale } from "@masar/domain/locale";
import { messages } from "#app/i18n/resources.server";

/**
 * For tests: one i18next instance per language over every namespace of the real messages, with no
 * fallback language, so a key missing in one language reads as the key itself there.
 */
export function translatorsByLocale(): Record<Locale, i18n> {
  return Object.fromEntries(
    LOCALES.map((lng) => {
      const instance = i18next.createInstance();
      void instance.init({
        lng,
        resources: { [lng]: messages[lng] },
        defaultNS: "common",
        ns: Object.keys(messages[lng]),
        fallbackLng: false,
        interpolation: { escapeValue: false },
        initImmediate: false,
      });
      return [lng, instance];
    }),
  ) as Record<Locale, i18n>;
}
