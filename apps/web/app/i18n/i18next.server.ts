import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_STORAGE_KEY, toLocale, type Locale } from "@masar/domain/locale";
import { i18nConfig, withKitNumbers } from "./config";
import { kitBundle } from "./kit-labels";
import { isRouteMessages, KIT_NAMESPACE, type Namespace, type RouteMessages } from "./namespaces";
import { rememberTranslations } from "./remembered-translations.server";
import { messages, messagesFor, resources } from "./resources.server";
import { setTranslator } from "./translate";

/** The language cookie mirrors localStorage.appLanguage (same name, plain value, readable by the page). */
export function localeFromCookie(cookieHeader: string | null): Locale {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`));
  if (!match) return toLocale(undefined);
  try {
    return toLocale(decodeURIComponent(match[1]!));
  } catch {
    // An undecodable cookie must not lock its browser out of every page: it counts as no choice.
    return toLocale(undefined);
  }
}

/** Whether the request carries a language the browser chose (the cookie), as opposed to the default. */
export function hasLanguageCookie(request: Request): boolean {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=(ar|en)(?:;|$)`).test(request.headers.get("Cookie") ?? "");
}

export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_STORAGE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Arabic unless the cookie says otherwise: spec section 1 makes ar the default, whatever the browser asks. */
export function getLocale(request: Request): Locale {
  return localeFromCookie(request.headers.get("Cookie"));
}

/** An i18next instance with every namespace (init is synchronous with inline resources). */
function createFullI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({ ...i18nConfig, ns: Object.keys(resources.ar!), resources, lng: locale });
  return rememberTranslations(withKitNumbers(instance));
}

/**
 * The instance that renders a page: only the namespaces its loaders sent (`messages` in their data),
 * exactly what the browser will hold, plus `common` and the kit's labels. A namespace a route forgot to
 * ask for shows as raw keys here too, not only after hydration.
 *
 * One instance per language and set of namespaces, made once: the messages of a namespace are the same
 * objects on every request, and building an instance per render would cost every signed-in page CPU
 * for nothing. Rendering never changes an instance's language on the server.
 */
const pageInstances = new Map<string, i18n>();
export function createPageI18n(locale: Locale, loaderData: unknown[]): i18n {
  const bundles: RouteMessages["bundles"] = {};
  for (const data of loaderData) {
    const sent = (data as { messages?: unknown } | null)?.messages;
    if (isRouteMessages(sent) && sent.lng === locale) Object.assign(bundles, sent.bundles);
  }
  const key = `${locale}:${Object.keys(bundles).sort().join(",")}`;
  let instance = pageInstances.get(key);
  if (!instance) {
    instance = createInstance();
    instance.use(initReactI18next);
    const page: Resource = {
      [locale]: { common: messages[locale].common, [KIT_NAMESPACE]: kitBundle(locale), ...bundles },
    };
    void instance.init({ ...i18nConfig, ns: Object.keys(page[locale]!), resources: page, lng: locale });
    pageInstances.set(key, rememberTranslations(withKitNumbers(instance)));
  }
  return instance;
}

// Meta functions and server-decided texts translate through this full instance on the server.
setTranslator(createFullI18n("ar"));

/** The messages a route shows, in the request's language: `return { messages: routeMessages(request, ["auth"]) }`. */
export function routeMessages(request: Request, namespaces: readonly Namespace[]): RouteMessages {
  return messagesFor(getLocale(request), namespaces);
}

/** A loader for a page whose only data is its messages: `export const loader = messagesLoader("site")`. */
export function messagesLoader(...namespaces: Namespace[]) {
  return ({ request }: { request: Request }) => ({ messages: routeMessages(request, namespaces) });
}
