import i18next, { type TFunction } from "i18next";
import type { Locale } from "@masar/domain/locale";
import { i18nConfig, withKitNumbers } from "./config";

/** A standalone instance for code outside React (meta functions, toasts decided on the server). */
const instance = i18next.createInstance();
void instance.init({ ...i18nConfig, lng: i18nConfig.fallbackLng });
withKitNumbers(instance);

export function fixedT(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}
