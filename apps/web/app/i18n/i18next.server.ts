import { RemixI18Next } from "remix-i18next/server";
import { LANGUAGE_STORAGE_KEY, toLocale, type Locale } from "@masar/domain/locale";
import { i18nConfig } from "./config";

/** The language cookie mirrors localStorage.appLanguage (same name, plain value, readable by the page). */
export function localeFromCookie(cookieHeader: string | null): Locale {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`));
  return toLocale(match ? decodeURIComponent(match[1]!) : undefined);
}

export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_STORAGE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    // Arabic unless the cookie says otherwise: spec section 1 makes ar the default, whatever the browser asks.
    findLocale: async (request) => localeFromCookie(request.headers.get("Cookie")),
  },
  i18next: i18nConfig,
});

export function getLocale(request: Request): Locale {
  return localeFromCookie(request.headers.get("Cookie"));
}
