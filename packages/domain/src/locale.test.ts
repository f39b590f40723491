import { describe, expect, it } from "vitest";
import { localize, localizeMarked } from "./locale";

describe("localizeMarked", () => {
  it("gives the reader's language, else the other one marked as a fallback", () => {
    const both = { ar: "نص", en: "Text" };
    expect(localizeMarked(both, "ar")).toEqual({ text: "نص", locale: "ar", fallback: false });
    expect(localizeMarked(both, "en")).toEqual({ text: "Text", locale: "en", fallback: false });
    expect(localizeMarked({ ar: "نص", en: "" }, "en")).toEqual({ text: "نص", locale: "ar", fallback: true });
    expect(localizeMarked({ ar: " \n", en: "Text" }, "ar")).toEqual({ text: "Text", locale: "en", fallback: true });
    // Neither: the reader's (empty) side, nothing to mark.
    expect(localizeMarked({ ar: "", en: "" }, "ar")).toEqual({ text: "", locale: "ar", fallback: false });
  });

  it("picks the same text as localize", () => {
    for (const text of [
      { ar: "أ", en: "A" },
      { ar: "أ", en: "" },
      { ar: "", en: "A" },
    ]) {
      for (const locale of ["ar", "en"] as const)
        expect(localizeMarked(text, locale).text).toBe(localize(text, locale));
    }
  });
});
