import i18next, { type i18n, type TFunction } from "i18next";
import type { Locale } from "@masar/domain/locale";

/**
 * A translator for code outside React (meta functions run on both sides). In the browser it is the
 * page's i18next, which holds the namespaces on screen; the server registers a full instance at start.
 */
let translator: i18n = i18next;

export function setTranslator(instance: i18n) {
  translator = instance;
}

export function fixedT(locale: Locale): TFunction {
  return translator.getFixedT(locale);
}
