/**
 * Arabic-aware text normalisation for search: both the query and the searched text go through
 * `normalizeForSearch`, so "احمد" finds "أحمد", "مدرسة" finds "مدرسه" and "٣" finds "3".
 */
const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g; // آ أ إ ٱ ٲ ٳ
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGITS = /[\u06F0-\u06F9]/g;

export function normalizeForSearch(input: string): string {
  return input
    .normalize("NFKC")
    .replace(TASHKEEL, "")
    .replace(TATWEEL, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(/\u0649/g, "\u064A") // ى → ي
    .replace(/\u0629/g, "\u0647") // ة → ه
    .replace(/\u0624/g, "\u0648") // ؤ → و
    .replace(/\u0626/g, "\u064A") // ئ → ي
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLocaleLowerCase("en")
    .replace(/\s+/g, " ")
    .trim();
}

/** Case-insensitive, Arabic-aware substring match; an empty query matches everything. */
export function textIncludes(haystack: string | undefined | null, query: string): boolean {
  const q = normalizeForSearch(query);
  if (!q) return true;
  return normalizeForSearch(haystack ?? "").includes(q);
}
