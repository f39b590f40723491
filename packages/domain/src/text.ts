/**
 * Arabic-aware text normalisation for search: both the query and the searched text go through
 * `normalizeForSearch`, so "احمد" finds "أحمد", "مدرسة" finds "مدرسه" and "٣" finds "3".
 *
 * Its steps are exported one by one because practice's short answers compare text at three levels
 * (`practice/normalise.ts`), the loosest of which is this very rule.
 */
const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g; // آ أ إ ٱ ٲ ٳ
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGITS = /[\u06F0-\u06F9]/g;
/** LRM, RLM, ALM and the embedding, override and isolate controls: invisible, typed or pasted by accident. */
const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/** Unicode compatibility form: presentation forms (ﻻ) and ligatures become the letters they show. */
export function compatibilityForm(text: string): string {
  return text.normalize("NFKC");
}

/** Removes tashkeel (harakat, shadda, sukun, Quranic marks) and tatweel (ـ). */
export function stripDiacritics(text: string): string {
  return text.replace(TASHKEEL, "").replace(TATWEEL, "");
}

/** Folds the letters people write interchangeably: alef forms → ا, ى → ي, ة → ه, ؤ → و, ئ → ي. */
export function foldArabicLetters(text: string): string {
  return text
    .replace(ALEF_FORMS, "\u0627")
    .replace(/\u0649/g, "\u064A") // ى → ي
    .replace(/\u0629/g, "\u0647") // ة → ه
    .replace(/\u0624/g, "\u0648") // ؤ → و
    .replace(/\u0626/g, "\u064A"); // ئ → ي
}

/** Arabic-Indic (٠–٩) and extended Arabic-Indic (۰–۹) digits → 0–9. */
export function westernDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Lower case, the same on every machine (never the host's locale). */
export function foldCase(text: string): string {
  return text.toLocaleLowerCase("en");
}

/** Trims and turns every run of whitespace into one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

export type TextStep = (text: string) => string;

/** `normalizeForSearch`'s steps, in order. */
export const SEARCH_STEPS: readonly TextStep[] = [
  // Marks pasted from other apps (LRM, RLM, ALM) are invisible: a query that carries one still finds.
  stripBidiControls,
  compatibilityForm,
  stripDiacritics,
  foldArabicLetters,
  westernDigits,
  foldCase,
  collapseWhitespace,
];

export function applySteps(text: string, steps: readonly TextStep[]): string {
  return steps.reduce((result, step) => step(result), text);
}

export function normalizeForSearch(input: string): string {
  return applySteps(input, SEARCH_STEPS);
}

/** Case-insensitive, Arabic-aware substring match; an empty query matches everything. */
export function textIncludes(haystack: string | undefined | null, query: string): boolean {
  const q = normalizeForSearch(query);
  if (!q) return true;
  return normalizeForSearch(haystack ?? "").includes(q);
}
