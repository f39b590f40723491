import { describe, expect, it } from "vitest";
import { normalizeForSearch } from "../text";
import { normaliseAnswer } from "./normalise";
import { TEXT_MATCHING, type TextMatching } from "./question";

function matches(given: string, accepted: string, matching: TextMatching): boolean {
  return normaliseAnswer(given, matching) === normaliseAnswer(accepted, matching);
}

describe("normaliseAnswer", () => {
  // given, accepted, and whether they match under strict / ignoreDiacritics / lenient
  it.each([
    ["احمد", "أحمد", false, false, true],
    ["أَحْمَد", "أحمد", false, true, true],
    ["مدرسه", "مدرسة", false, false, true],
    ["مَدْرَسَة", "مدرسة", false, true, true],
    ["مـدرسة", "مدرسة", false, true, true],
    ["٣ أيام", "3 ايام", false, false, true],
    ["  Cairo   University ", "cairo university", true, true, true],
    ["CAIRO\tUniversity\u00A0", "cairo university", true, true, true],
    ["\u200Fالقاهرة\u200E", "القاهرة", true, true, true],
    ["\u061Cالقاهرة\u2067", "القاهرة", true, true, true],
    ["ﻻ", "لا", true, true, true],
    ["مستشفى", "مستشفي", false, false, true],
    ["مسؤول", "مسوول", false, false, true],
    ["هيئة", "هييه", false, false, true],
    ["۱۲", "12", false, false, true],
    ["كتاب", "كتب", false, false, false],
    ["cairo", "giza", false, false, false],
  ])("%s ~ %s: strict %s, ignoreDiacritics %s, lenient %s", (given, accepted, strict, diacritics, lenient) => {
    expect(matches(given, accepted, "strict")).toBe(strict);
    expect(matches(given, accepted, "ignoreDiacritics")).toBe(diacritics);
    expect(matches(given, accepted, "lenient")).toBe(lenient);
  });

  it("lenient is the catalogue's search rule, bidi controls aside", () => {
    for (const text of ["أَحْمَد", "مـدرسة ٣", "  Data   SCIENCE ", "مسؤول هيئة", "ﻻ"]) {
      expect(normaliseAnswer(text, "lenient")).toBe(normalizeForSearch(text));
    }
  });

  it("leaves nothing of blanks and bidi controls at any level", () => {
    for (const matching of TEXT_MATCHING) expect(normaliseAnswer(" \u200F\u00A0\u200E ", matching)).toBe("");
  });
});
