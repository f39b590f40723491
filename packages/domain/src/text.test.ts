import { describe, expect, it } from "vitest";
import { normalizeForSearch, textIncludes } from "./text";

describe("normalizeForSearch", () => {
  it.each([
    ["أحمد", "احمد"],
    ["إسلام", "اسلام"],
    ["آمال", "امال"],
    ["ٱلله", "الله"],
    ["مستشفى", "مستشفي"],
    ["مدرسة", "مدرسه"],
    ["مُحَمَّدٌ", "محمد"],
    ["عـــربي", "عربي"],
    ["مسؤول", "مسوول"],
    ["هيئة", "هييه"],
    ["٢٠٢٥", "2025"],
    ["۱۲", "12"],
    ["  Data   SCIENCE ", "data science"],
    ["ﻻ", "لا"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe("textIncludes", () => {
  it("finds a title with hamza by typing bare alef", () => {
    expect(textIncludes("أساسيات البرمجة", "اساسيات")).toBe(true);
  });
  it("is case-insensitive for Latin text", () => {
    expect(textIncludes("Linear Algebra", "ALGEBRA")).toBe(true);
  });
  it("matches Arabic-Indic digits to Latin ones both ways", () => {
    expect(textIncludes("فيزياء ١٠١", "101")).toBe(true);
    expect(textIncludes("Physics 101", "١٠١")).toBe(true);
  });
  it("an empty or blank query matches everything", () => {
    expect(textIncludes("anything", "   ")).toBe(true);
  });
  it("does not match unrelated text", () => {
    expect(textIncludes("كيمياء", "فيزياء")).toBe(false);
    expect(textIncludes(null, "x")).toBe(false);
  });
});

describe("normalizeForSearch and pasted bidi marks", () => {
  it("finds a title through a query that carries LRM, RLM or ALM", () => {
    expect(normalizeForSearch("\u200Fأحمد\u200E")).toBe(normalizeForSearch("احمد"));
    expect(textIncludes("Calculus I", "\u061CCalculus")).toBe(true);
  });
});
