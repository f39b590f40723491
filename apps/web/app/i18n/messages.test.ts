import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { labels } from "@masar/ui/labels";
import type { Locale } from "@masar/domain/locale";
import { i18nConfig, withKitNumbers } from "./config";
import { NAMESPACES } from "./namespaces";
import { messages } from "./resources.server";

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    flatten(v, prefix ? `${prefix}.${k}` : k),
  );
}
const keys = (value: unknown) => flatten(value).map(([k]) => k);
const texts = (value: unknown) => Object.fromEntries(flatten(value));

describe.each(NAMESPACES)("ar and en messages, namespace %s", (ns) => {
  const ar = messages.ar[ns];
  const en = messages.en[ns];

  it("have identical key sets, counting plural forms as one key", () => {
    const base = (list: string[]) => [...new Set(list.map((k) => k.replace(PLURAL, "")))].sort();
    expect(base(keys(ar))).toEqual(base(keys(en)));
  });

  it("give every plural key the forms its language needs", () => {
    const arKeys = new Set(keys(ar));
    const enKeys = new Set(keys(en));
    const plurals = new Set(
      keys(en)
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, "")),
    );
    for (const key of plurals) {
      for (const form of ["one", "other"]) expect(enKeys.has(`${key}_${form}`), `${key}_${form} (en)`).toBe(true);
      for (const form of ["zero", "one", "two", "few", "many", "other"]) {
        expect(arKeys.has(`${key}_${form}`), `${key}_${form} (ar)`).toBe(true);
      }
    }
  });

  it("have no empty texts and the same placeholders", () => {
    const arFlat = texts(ar);
    for (const [key, text] of Object.entries(texts(en))) {
      expect(text.trim(), key).not.toBe("");
      if (PLURAL.test(key)) continue;
      const vars = (s: string) => (s.match(/\{\{[\w, ]+\}\}/g) ?? []).sort();
      expect(vars(arFlat[key] ?? ""), key).toEqual(vars(text));
    }
    for (const [key, text] of Object.entries(arFlat)) expect(text.trim(), key).not.toBe("");
  });
});

/**
 * Words that may follow a number without being what it counts: "٣ من ٥", "{{count}} هذا الشهر", "+٣ أخرى",
 * "3 of 5", "+3 more", "at 2 a day", "3 of 5 answered". Any other word right after a number is the noun it
 * counts, and its form depends on the number (درس واحد، درسان، ٣ دروس، ١١ درسًا; 1 lesson, 2 lessons): the
 * text must be a plural key, each form written out.
 */
const NOT_COUNTED: Record<"ar" | "en", ReadonlySet<string>> = {
  ar: new Set(["من", "هذا", "في", "على", "إلى", "أخرى"]),
  en: new Set(["of", "this", "more", "a", "answered"]),
};

/** The texts of `value` that put a counted noun after a number but are no plural form. */
function nounsWithoutPlural(value: unknown, lang: "ar" | "en"): string[] {
  return flatten(value)
    .filter(([key]) => !PLURAL.test(key))
    .flatMap(([key, text]) =>
      [...text.matchAll(/\{\{(\w+), number\}\}\s*([\p{L}\p{M}]+)/gu)]
        .filter(([, , word]) => !NOT_COUNTED[lang].has(word!))
        .map(([found]) => `${key}: ${found}`),
    );
}

describe.each(NAMESPACES)("counts with their nouns, namespace %s", (ns) => {
  it.each(["ar", "en"] as const)("%s: a number followed by the noun it counts is a plural key", (lang) => {
    expect(nounsWithoutPlural(messages[lang][ns], lang)).toEqual([]);
  });

  it("make a key plural in both languages or in neither", () => {
    const plurals = (value: unknown) =>
      [
        ...new Set(
          keys(value)
            .filter((k) => PLURAL.test(k))
            .map((k) => k.replace(PLURAL, "")),
        ),
      ].sort();
    expect(plurals(messages.ar[ns])).toEqual(plurals(messages.en[ns]));
  });
});

describe("the counted-noun check", () => {
  it("flags a count before a noun outside a plural key, and nothing else", () => {
    const flagged = nounsWithoutPlural(
      {
        lessonsDone: "{{done, number}} من {{total, number}} دروس",
        page: "الصفحة {{page, number}} من {{pages, number}}",
        done_two: "{{done, number}} من درسين",
        few_few: "{{count, number}} دروس",
      },
      "ar",
    );
    expect(flagged).toEqual(["lessonsDone: {{total, number}} دروس"]);
    expect(nounsWithoutPlural({ a: "{{n, number}} min", b: "{{a, number}} of {{b, number}}" }, "en")).toEqual([
      "a: {{n, number}} min",
    ]);
  });
});

describe("counts as pages say them", () => {
  const translator = (lng: Locale) => {
    const instance = createInstance();
    void instance.init({ ...i18nConfig, ns: [...NAMESPACES], resources: { [lng]: messages[lng] }, lng });
    return withKitNumbers(instance).t;
  };
  const ar = translator("ar");
  const en = translator("en");

  it("say a learner's lessons with the dual and the forms of 3–10 and 11–99", () => {
    const done = (t: typeof ar, n: number, count: number) => t("teaching.learners.lessonsDone", { done: n, count });
    expect(done(ar, 0, 2)).toBe("٠ من درسين");
    expect(done(ar, 1, 1)).toBe("١ من درس واحد");
    expect(done(ar, 2, 3)).toBe("٢ من ٣ دروس");
    expect(done(ar, 5, 12)).toBe("٥ من ١٢ درسًا");
    expect(done(ar, 5, 100)).toBe("٥ من ١٠٠ درس");
    expect(done(en, 0, 1)).toBe("0 of 1 lesson");
    expect(done(en, 0, 2)).toBe("0 of 2 lessons");
  });

  it("carry a zod limit's count into the field's message", () => {
    expect(ar("validation.tooShort", { count: 2 })).toBe("أدخل حرفين على الأقل");
    expect(ar("validation.tooShort", { count: 8 })).toBe("أدخل ٨ أحرف على الأقل");
    expect(en("validation.tooShort", { count: 1 })).toBe("Enter at least 1 character");
  });
});

describe("namespaces", () => {
  it("never put one top-level group in two namespaces (keys resolve through fallbackNS)", () => {
    const groups = NAMESPACES.flatMap((ns) => Object.keys(messages.en[ns]));
    expect(groups.length).toBe(new Set(groups).size);
  });

  it("define no text the UI kit already labels: the same words in both languages have one home", () => {
    const kit = new Set(
      Object.keys(labels.en).map(
        (k) => `${JSON.stringify(labels.en[k as never])}|${JSON.stringify(labels.ar[k as never])}`,
      ),
    );
    const twice = NAMESPACES.flatMap((ns) => {
      const ar = texts(messages.ar[ns]);
      return flatten(messages.en[ns])
        .filter(([key, en]) => kit.has(`${JSON.stringify(en)}|${JSON.stringify(ar[key])}`))
        .map(([key]) => `${ns}:${key}`);
    });
    expect(twice).toEqual([]);
  });

  it("give the document titles of spec section 1", () => {
    expect(messages.en.common.app.title).toBe("Learning Platform");
    expect(messages.ar.common.app.title).toBe("منصة التعلم");
  });
});
