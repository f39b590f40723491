/**
 * One line of mixed Arabic and Latin text put in visual order, for a PDF library that has no
 * bidirectional algorithm (pdfkit): bidi-js resolves every character's embedding level (UAX #9), the
 * line is reordered by those levels (rule L2), and the result is cut into runs of one font, one level
 * and one style, from left to right, each ready to be shaped and drawn on its own.
 */
import bidiFactory from "bidi-js";

/** The certificate's fonts: IBM Plex Sans Arabic's Arabic file has no Latin letters, its Latin file no Arabic. */
type Script = "arabic" | "latin";

/** A piece of a line in one style (the caller's: a weight, a colour). */
interface StyledText<S> {
  text: string;
  style: S;
}

/** A run of the line, in the order runs appear from left to right. */
interface VisualRun<S> {
  /** The run's characters in reading order (mirrored brackets already swapped in right-to-left runs). */
  logical: string;
  /** Whether the run reads right to left (an odd embedding level). */
  rtl: boolean;
  script: Script;
  style: S;
}

const bidi = bidiFactory();

/** What the Arabic file covers (its unicode-range in @fontsource's CSS: the Arabic blocks, ZWNJ, ZWJ). */
const ARABIC_FONT = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc\u200c\u200d]/;
/** Spaces both files have: inside right-to-left text they stay in the Arabic run. */
const SPACE = /[ \u00a0]/;
/** Formatting characters that steer the algorithm and are never drawn. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The line's runs from left to right. `base` is the paragraph's direction: the language's. */
export function visualRuns<S>(pieces: StyledText<S>[], base: "rtl" | "ltr"): VisualRun<S>[] {
  const text = pieces.map((p) => p.text).join("");
  const styleAt = pieces.flatMap((p) => Array.from({ length: p.text.length }, () => p.style));
  const embedding = bidi.getEmbeddingLevels(text, base);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);

  const chars: { ch: string; level: number; script: Script; style: S }[] = [];
  for (let i = 0; i < text.length; ) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    const level = embedding.levels[i]!;
    if (!BIDI_CONTROL.test(ch)) {
      const script = ARABIC_FONT.test(ch) || (SPACE.test(ch) && level % 2 === 1) ? "arabic" : "latin";
      chars.push({ ch: mirrored.get(i) ?? ch, level, script, style: styleAt[i]! });
    }
    i += ch.length;
  }
  if (chars.length === 0) return [];

  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of characters at
  // that level or above. Arabic-Indic digits (level 2 in Arabic) are reversed twice: they stay in order.
  const order = chars.map((_, i) => i);
  const lowest = Math.min(...chars.map((c) => c.level));
  const highest = Math.max(...chars.map((c) => c.level));
  for (let level = highest; level >= lowest + ((lowest + 1) % 2); level--) {
    for (let i = 0; i < order.length; ) {
      if (chars[order[i]!]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && chars[order[end]!]!.level >= level) end++;
      order.splice(i, end - i, ...order.slice(i, end).reverse());
      i = end;
    }
  }

  const runs: VisualRun<S>[] = [];
  let run: { chars: string[]; level: number; script: Script; style: S } | undefined;
  const flush = () => {
    if (!run) return;
    const rtl = run.level % 2 === 1;
    runs.push({ logical: (rtl ? run.chars.reverse() : run.chars).join(""), rtl, script: run.script, style: run.style });
  };
  for (const index of order) {
    const c = chars[index]!;
    if (!run || run.level !== c.level || run.script !== c.script || run.style !== c.style) {
      flush();
      run = { chars: [], level: c.level, script: c.script, style: c.style };
    }
    run.chars.push(c.ch);
  }
  flush();
  return runs;
}

/** Scripts fontkit lays out right to left, reversing the glyphs itself (its list, the ones that matter here). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const NEUTRAL_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/**
 * The run's text as fontkit (inside pdfkit) must receive it so that its glyphs come out left to right
 * in the run's visual order. fontkit takes a text for right-to-left when its first character of a real
 * script is, say, Arabic, and then reverses the glyphs: such a text goes in logical order (which its
 * shaping needs anyway), any other in visual order. Arabic-Indic digits are of the Arabic script: a
 * number like ٢٠٢٦ goes in reversed, so that fontkit's reversal puts it back in order.
 */
export function shapingText(run: VisualRun<unknown>): string {
  const visual = run.rtl ? Array.from(run.logical).reverse().join("") : run.logical;
  for (const ch of visual) {
    if (NEUTRAL_SCRIPT.test(ch)) continue;
    return RTL_SCRIPT.test(ch) ? Array.from(visual).reverse().join("") : visual;
  }
  return visual;
}
