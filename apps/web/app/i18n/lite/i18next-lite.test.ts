import { createInstance as createReal, type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@masar/domain/locale";
import { i18nConfig, withKitNumbers } from "../config";
import { kitBundle } from "../kit-labels";
import { KIT_NAMESPACE, NAMESPACES } from "../namespaces";
import { messages } from "../resources.server";
import { createInstance as createLite } from "./i18next";

// The browser's lite i18next must say exactly what the server's i18next says, or hydration breaks and
// texts change: every key of every namespace, both languages, with the values pages pass.

const PLURAL = /_(zero|one|two|few|many|other)$/;
function flatKeys(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    flatKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** Both implementations, set up as a page is: one language, the namespaces sent, the kit's labels. */
function pair(locale: Locale, namespaces: readonly string[]): [i18n, i18n] {
  const resources = {
    [locale]: {
      ...Object.fromEntries(namespaces.map((ns) => [ns, messages[locale][ns as keyof (typeof messages)["ar"]]])),
      [KIT_NAMESPACE]: kitBundle(locale),
    },
  };
  const make = (instance: i18n) => {
    void instance.init({ ...i18nConfig, ns: Object.keys(resources[locale]), resources, lng: locale });
    return withKitNumbers(instance);
  };
  return [make(createReal()), make(createLite())];
}

type Values = Record<string, unknown> | undefined;
const VALUES: Values[] = [
  undefined,
  { count: 0 },
  { count: 1 },
  { count: 2 },
  { count: 3 },
  { count: 11 },
  { count: 100 },
  { count: 1.5 },
  { count: "7" },
  {
    value: 42,
    total: 9,
    name: "\u2068Mona $1\u2069",
    title: "<b>x</b>",
    page: 2,
    pages: 10,
    shown: 24,
    n: 3,
    limit: 5,
    percent: 50,
    number: 12,
    from: "a",
    to: "b",
  },
];

describe.each(LOCALES)("the lite i18next in %s", (locale) => {
  const [real, lite] = pair(locale, NAMESPACES);
  const keys = [
    ...new Set(NAMESPACES.flatMap((ns) => flatKeys(messages[locale][ns]).map((k) => k.replace(PLURAL, "")))),
  ];
  const kitKeys = [...new Set(Object.keys(kitBundle(locale)).map((k) => `kit:${k.replace(PLURAL, "")}`))];

  it("gives every message as i18next does, with and without values", () => {
    expect(keys.length).toBeGreaterThan(100);
    for (const key of [...keys, ...kitKeys])
      for (const values of VALUES)
        expect(lite.t(key, values), `${key} ${JSON.stringify(values)}`).toBe(real.t(key, values));
  });

  it("reads namespaces, defaults and missing keys as i18next does", () => {
    const cases: [string, Values?][] = [
      ["missing.key"],
      ["kit:missing"],
      ["catalogue:home.heroTitle"],
      ["payments:nope"],
      ["category.unknown", { defaultValue: "unknown" }],
      ["home.facultyText"],
      ["a sentence: with a colon"],
      ["home.heroTitle", { ns: "admin" }],
      ["home", {}],
    ];
    for (const [key, values] of cases) expect(lite.t(key, values), key).toBe(real.t(key, values));
    for (const ns of ["admin", "payments", "common"]) {
      const a = real.getFixedT(null, ns);
      const b = lite.getFixedT(null, ns);
      for (const key of keys.slice(0, 400)) expect(b(key, { count: 2 }), `${ns} ${key}`).toBe(a(key, { count: 2 }));
    }
  });
});

describe("the lite i18next's language and bundles", () => {
  it("switches language, tells listeners, and adds bundles deeply", async () => {
    const [real, lite] = pair("ar", ["common"]);
    const heard: string[] = [];
    lite.on("languageChanged", (lng: string) => heard.push(lng));
    for (const instance of [real, lite]) {
      instance.addResourceBundle("en", "common", messages.en.common, true, true);
      instance.addResourceBundle("en", KIT_NAMESPACE, kitBundle("en"));
      await instance.changeLanguage("en");
    }
    expect(heard).toEqual(["en"]);
    expect(lite.language).toBe("en");
    expect(lite.hasResourceBundle("en", "common")).toBe(true);
    expect(lite.hasResourceBundle("en", "admin")).toBe(false);
    for (const key of flatKeys(messages.en.common).slice(0, 200))
      expect(lite.t(key.replace(PLURAL, ""), { count: 1 })).toBe(real.t(key.replace(PLURAL, ""), { count: 1 }));
    // A key only the other language holds falls back to it, as i18next's fallbackLng does.
    lite.addResourceBundle("ar", "common", { onlyArabic: "عربي" }, true, true);
    real.addResourceBundle("ar", "common", { onlyArabic: "عربي" }, true, true);
    expect(lite.t("onlyArabic")).toBe(real.t("onlyArabic"));
  });
});
