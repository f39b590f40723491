import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, isLocale } from "@masar/domain/locale";
import { languageCookie } from "#app/i18n/i18next.server";

const PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`);

/**
 * The Set-Cookie that replaces a language cookie the server cannot use (undecodable percent-escapes,
 * a language we do not have), or null when it is absent or fine. The server already reads such a cookie
 * as no choice; replacing it stops the browser from sending it on every request.
 */
export function languageCookieRepair(cookieHeader: string | null): string | null {
  const match = cookieHeader?.match(PATTERN);
  if (!match) return null;
  try {
    if (isLocale(decodeURIComponent(match[1]!))) return null;
  } catch {
    // Undecodable: replaced below.
  }
  return languageCookie(DEFAULT_LOCALE);
}
