/**
 * The browser's react-i18next (decision 019): `useTranslation`, `I18nextProvider` and
 * `initReactI18next` over the lite i18next, with react-i18next's behaviour where this app relies on
 * it: `t` reads the instance's current language when called, and every component using it renders
 * again (with a new `t`) when the language changes.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { i18n as I18n, TFunction } from "i18next";

let registered: I18n | null = null;

export const initReactI18next = {
  type: "3rdParty" as const,
  init(instance: I18n) {
    registered = instance;
  },
};

const I18nContext = createContext<{ i18n: I18n } | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext)?.i18n ?? registered;
  if (!i18n) throw new Error("useTranslation: no i18next instance (initReactI18next or I18nextProvider)");
  const namespace = typeof ns === "string" ? ns : ns?.[0];
  // A new t on every language change: callers list t in their effects' and memos' dependencies.
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const changed = (lng: string) => setLanguage(lng);
    i18n.on("languageChanged", changed);
    if (i18n.language !== language) setLanguage(i18n.language);
    return () => {
      i18n.off("languageChanged", changed);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once per instance
  }, [i18n]);
  const t = useMemo(
    () => i18n.getFixedT(null, namespace ?? null) as TFunction,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is what makes a new t
    [i18n, namespace, language],
  );
  const result = [t, i18n, true] as unknown as [TFunction, I18n, boolean] & {
    t: TFunction;
    i18n: I18n;
    ready: boolean;
  };
  result.t = t;
  result.i18n = i18n;
  result.ready = true;
  return result;
}
