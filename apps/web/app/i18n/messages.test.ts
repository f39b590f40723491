import { describe, expect, it } from "vitest";
import ar from "./locales/ar";
import en from "./locales/en";

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("ar and en messages", () => {
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
    const flat = (obj: unknown) =>
      Object.fromEntries(
        keys(obj).map((k) => [
          k,
          k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], obj) as string,
        ]),
      );
    const arFlat = flat(ar);
    const enFlat = flat(en);
    for (const [key, text] of Object.entries(enFlat)) {
      expect(text.trim(), key).not.toBe("");
      if (PLURAL.test(key)) continue;
      const vars = (s: string) => (s.match(/\{\{[\w, ]+\}\}/g) ?? []).sort();
      expect(vars(arFlat[key] ?? ""), key).toEqual(vars(text));
    }
    for (const [key, text] of Object.entries(arFlat)) expect(text.trim(), key).not.toBe("");
  });

  it("give the document titles of spec section 1", () => {
    expect(en.app.title).toBe("Learning Platform");
    expect(ar.app.title).toBe("منصة التعلم");
  });
});
