import type { Resource } from "i18next";
import { LOCALES, toLocale, type Locale } from "@masar/domain/locale";
import { kitBundle } from "./kit-labels";
import arAdmin from "./locales/ar/admin";
import arAuth from "./locales/ar/auth";
import arCalendar from "./locales/ar/calendar";
import arCatalogue from "./locales/ar/catalogue";
import arCertificates from "./locales/ar/certificates";
import arCommon from "./locales/ar/common";
import arLearning from "./locales/ar/learning";
import arMail from "./locales/ar/mail";
import arPlayer from "./locales/ar/player";
import arNotifications from "./locales/ar/notifications";
import arPayments from "./locales/ar/payments";
import arPractice from "./locales/ar/practice";
import arSite from "./locales/ar/site";
import arTeaching from "./locales/ar/teaching";
import enAdmin from "./locales/en/admin";
import enAuth from "./locales/en/auth";
import enCalendar from "./locales/en/calendar";
import enCatalogue from "./locales/en/catalogue";
import enCertificates from "./locales/en/certificates";
import enCommon from "./locales/en/common";
import enLearning from "./locales/en/learning";
import enMail from "./locales/en/mail";
import enPlayer from "./locales/en/player";
import enNotifications from "./locales/en/notifications";
import enPayments from "./locales/en/payments";
import enPractice from "./locales/en/practice";
import enSite from "./locales/en/site";
import enTeaching from "./locales/en/teaching";
import type { Messages } from "./messages";
import { KIT_NAMESPACE, type Namespace, type RouteMessages } from "./namespaces";

/** Every message of every namespace: the server renders any page in either language. */
export const messages: Record<Locale, Messages> = {
  ar: {
    common: arCommon,
    catalogue: arCatalogue,
    auth: arAuth,
    site: arSite,
    notifications: arNotifications,
    learning: arLearning,
    player: arPlayer,
    teaching: arTeaching,
    admin: arAdmin,
    calendar: arCalendar,
    payments: arPayments,
    practice: arPractice,
    mail: arMail,
    certificates: arCertificates,
  },
  en: {
    common: enCommon,
    catalogue: enCatalogue,
    auth: enAuth,
    site: enSite,
    notifications: enNotifications,
    learning: enLearning,
    player: enPlayer,
    teaching: enTeaching,
    admin: enAdmin,
    calendar: enCalendar,
    payments: enPayments,
    practice: enPractice,
    mail: enMail,
    certificates: enCertificates,
  },
};

/** The whole catalogue for a server-side i18next instance, with the kit's labels as `kit`. */
export const resources: Resource = Object.fromEntries(
  LOCALES.map((lng) => [lng, { ...messages[lng], [KIT_NAMESPACE]: kitBundle(lng) }]),
);

const sent = new Map<string, RouteMessages>();

/**
 * One language's bundles of the given namespaces, for a loader to send to the browser. The same object
 * for the same language and namespaces on every request: the render adds a page's messages to its
 * i18next once per object (route-messages.ts), and a fresh object per request re-merged every bundle
 * into the shared instance each time, CPU every signed-in page paid (decision 022). Nobody mutates it.
 */
export function messagesFor(locale: Locale, namespaces: readonly Namespace[]): RouteMessages {
  const lng = toLocale(locale);
  const key = `${lng}:${namespaces.join(",")}`;
  let messagesOf = sent.get(key);
  if (!messagesOf) {
    messagesOf = { lng, bundles: Object.fromEntries(namespaces.map((ns) => [ns, messages[lng][ns]])) };
    sent.set(key, messagesOf);
  }
  return messagesOf;
}
