import { describe, expect, it } from "vitest";
import { labels } from "@masar/ui/labels";
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
