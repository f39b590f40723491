import { createInstance, type i18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "@masar/domain/locale";
import { i18nConfig, withKitNumbers } from "./config";
import { createPageI18n } from "./i18next.server";
import { rememberTranslations } from "./remembered-translations.server";
import { resources } from "./resources.server";

function instance(lng: string, remember: boolean): i18n {
  const made = createInstance();
  void made.init({ ...i18nConfig, ns: Object.keys(resources.ar!), resources, lng });
  const withNumbers = withKitNumbers(made);
  return remember ? rememberTranslations(withNumbers) : withNumbers;
}

/** Every message key of a namespace, as "ns:path.to.key" (plural forms by their base key). */
function keysOf(ns: string, bundle: unknown, prefix = ""): string[] {
  if (typeof bundle !== "object" || bundle === null)
    return [`${ns}:${prefix.replace(/_(zero|one|two|few|many|other)$/, "")}`];
  return Object.entries(bundle).flatMap(([k, v]) => keysOf(ns, v, prefix ? `${prefix}.${k}` : k));
}

const VALUES = [
  undefined,
  { count: 0 },
  { count: 1 },
  { count: 2 },
  { count: 5 },
  { count: 11 },
  { count: 100 },
  { count: "1" },
  { name: "مريم", page: "Courses", year: 2026, limit: 3, minutes: 15, id: "r-1" },
];

describe("rememberTranslations", () => {
  it("answers every message, with every kind of value, as i18next does, the first time and the next", () => {
    for (const lng of LOCALES) {
      const plain = instance(lng, false);
      const remembered = instance(lng, true);
      const keys = [...new Set(Object.entries(resources[lng]!).flatMap(([ns, bundle]) => keysOf(ns, bundle)))];
      expect(keys.length).toBeGreaterThan(300);
      for (const key of keys)
        for (const values of VALUES) {
          const expected = plain.t(key, values as never);
          expect(remembered.t(key, values as never), `${lng} ${key} ${JSON.stringify(values)}`).toBe(expected);
          expect(remembered.t(key, values as never)).toBe(expected);
          expect(remembered.getFixedT(lng === "ar" ? "en" : "ar")(key, values as never)).toBe(
            plain.getFixedT(lng === "ar" ? "en" : "ar")(key, values as never),
          );
        }
    }
  });

  it('translates a repeated plain call once; a count of 1 and of "1" stay apart', () => {
    const made = instance("en", false);
    const translator = (made as unknown as { translator: { translate: (...a: unknown[]) => unknown } }).translator;
    const spy = vi.spyOn(translator, "translate");
    rememberTranslations(made);
    made.t("calendar:item.more", { count: 4 });
    made.t("calendar:item.more", { count: 4 });
    expect(spy).toHaveBeenCalledTimes(1);
    made.t("calendar:item.more", { count: 5 });
    expect(spy).toHaveBeenCalledTimes(2);
    made.t("calendar:item.more", { count: 1 });
    made.t("calendar:item.more", { count: "1" } as never);
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it("does not remember calls with object values or answers that are not text", () => {
    const made = instance("en", false);
    const translator = (made as unknown as { translator: { translate: (...a: unknown[]) => unknown } }).translator;
    const spy = vi.spyOn(translator, "translate");
    rememberTranslations(made);
    const nested = { user: { name: "A" } };
    made.t("common:toast.loggedIn", nested as never);
    made.t("common:toast.loggedIn", nested as never);
    expect(spy).toHaveBeenCalledTimes(2);
    const shell = made.t("common:shell", { returnObjects: true }) as unknown;
    expect(typeof shell).toBe("object");
    expect(made.t("common:shell", { returnObjects: true })).toEqual(shell);
    expect(spy.mock.calls.filter(([key]) => key === "common:shell")).toHaveLength(2);
  });

  it("remembers what components ask through react-i18next on the page instances", () => {
    const page = createPageI18n("en", [{ messages: { lng: "en", bundles: { site: {} } } }]);
    // i18next's translate parses every key it is asked for: a remembered call never gets there.
    const translator = (page as unknown as { translator: { extractFromKey: (...a: unknown[]) => unknown } }).translator;
    const spy = vi.spyOn(translator, "extractFromKey");
    function Texts() {
      const { t } = useTranslation();
      return <p>{`${t("common:shell.nav.home")} ${t("common:validation.tooShort", { count: 3 })}`}</p>;
    }
    const html = () =>
      renderToString(
        <I18nextProvider i18n={page}>
          <Texts />
        </I18nextProvider>,
      );
    expect(html()).toContain("Home");
    const calls = spy.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect(html()).toBe(html());
    expect(spy.mock.calls.length).toBe(calls);
  });
});
