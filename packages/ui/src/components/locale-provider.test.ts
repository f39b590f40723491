import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ar, en } from "../lib/labels";
import { createLocaleValue, LocaleProvider } from "./locale-provider";

describe("the kit's labels", () => {
  it("exist in both languages with the same keys and placeholders", () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    const vars = (label: unknown) =>
      JSON.stringify(label)
        .match(/\{\w+\}/g)
        ?.filter((v) => v !== "{count}")
        .sort() ?? [];
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(vars(ar[key]), key).toEqual(vars(en[key]));
  });
});

describe("createLocaleValue", () => {
  it("prices: Free at 0, else the amount and EGP, with the locale's digits", () => {
    expect(createLocaleValue("en").formatPrice(0)).toBe("Free");
    expect(createLocaleValue("en").formatPrice(null)).toBe("Free");
    expect(createLocaleValue("en").formatPrice(1250)).toBe("1,250 EGP");
    expect(createLocaleValue("en").formatPrice(99.5)).toBe("99.5 EGP");
    expect(createLocaleValue("ar").formatPrice(0)).toBe("مجاني");
    expect(createLocaleValue("ar").formatPrice(1250)).toBe("١٬٢٥٠ ج.م");
  });

  it("lesson counts use each language's plural forms", () => {
    const en = createLocaleValue("en").t;
    const ar = createLocaleValue("ar").t;
    expect(en("lessons", { count: 1 })).toBe("1 lesson");
    expect(en("lessons", { count: 12 })).toBe("12 lessons");
    expect(ar("lessons", { count: 1 })).toBe("درس واحد");
    expect(ar("lessons", { count: 2 })).toBe("درسان");
    expect(ar("lessons", { count: 5 })).toBe("٥ دروس");
    expect(ar("lessons", { count: 11 })).toBe("١١ درسًا");
    expect(ar("lessons", { count: 100 })).toBe("١٠٠ درس");
  });

  it("fills placeholders and lets apps override labels", () => {
    expect(createLocaleValue("en").t("progressValue", { value: 40 })).toBe("40% complete");
    expect(createLocaleValue("ar").t("by", { name: "مريم" })).toBe("تقديم مريم");
    expect(createLocaleValue("en", { free: "No charge" }).formatPrice(0)).toBe("No charge");
    expect(createLocaleValue("ar").dir).toBe("rtl");
    expect(createLocaleValue("en").dir).toBe("ltr");
  });

  it("relative times through Intl", () => {
    const now = new Date("2026-03-15T12:00:00Z");
    expect(createLocaleValue("en").formatRelative(new Date(now.getTime() - 3 * 3600_000), now)).toBe("3 hours ago");
    expect(createLocaleValue("ar").formatRelative(new Date(now.getTime() - 3 * 3600_000), now)).toBe("قبل ٣ ساعات");
  });
});

describe("a third locale", () => {
  // The documented way to add French without forking: its labels, the rest falling back to English.
  const fr = { free: "Gratuit", lessons: { one: "{count} leçon", other: "{count} leçons" } };

  it("uses its labels, its plural rules and its digits, and English for labels it lacks", () => {
    const value = createLocaleValue("fr", fr);
    expect(value.lang).toBe("fr");
    expect(value.locale).toBe("en");
    expect(value.dir).toBe("ltr");
    expect(value.formatPrice(0)).toBe("Gratuit");
    expect(value.t("lessons", { count: 0 })).toBe("0 leçon");
    expect(value.t("lessons", { count: 1 })).toBe("1 leçon");
    expect(value.t("lessons", { count: 1500 })).toBe("1\u202f500 leçons");
    expect(value.t("completed")).toBe("Completed");
    expect(value.formatDate(new Date(Date.UTC(2026, 2, 15, 12)), { month: "long", day: "numeric" })).toBe("15 mars");
  });

  it("falls back to Arabic when asked, and takes its direction from the language", () => {
    expect(createLocaleValue("fa", {}, { contentLocale: "ar" }).t("completed")).toBe("مكتمل");
    expect(createLocaleValue("fa").dir).toBe("rtl");
    expect(createLocaleValue("fr-EG").dir).toBe("ltr");
    expect(createLocaleValue("fr", {}, { dir: "rtl" }).dir).toBe("rtl");
  });
});

describe("LocaleProvider", () => {
  it("sets dir and lang on its own root, so it works in a page whose <html> it does not own", () => {
    const html = (props: Record<string, unknown>) =>
      renderToStaticMarkup(createElement(LocaleProvider, props as never, createElement("p", null, "x")));
    expect(html({ locale: "ar" })).toBe(
      '<div data-slot="locale-root" dir="rtl" lang="ar" style="display:contents"><p>x</p></div>',
    );
    expect(html({ locale: "fr", labels: {} })).toContain('dir="ltr" lang="fr"');
    expect(html({ locale: "en", root: false })).toBe("<p>x</p>");
  });
});
