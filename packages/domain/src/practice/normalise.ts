/**
 * How a short-text answer is compared with the accepted ones: both go through `normaliseAnswer` at the
 * question's matching level and must then be equal.
 *
 * - strict: Unicode compatibility form (NFKC), Latin case folded, whitespace runs one space, trimmed;
 * - ignoreDiacritics: strict, and tashkeel and tatweel removed (letters stay: أ is not ا);
 * - lenient: the catalogue's search rule (`normalizeForSearch`): also alef forms → ا, ى → ي, ة → ه,
 *   ؤ → و, ئ → ي (a bare ء stays), Arabic-Indic and extended digits → 0–9.
 *
 * Bidi controls (LRM, RLM, ALM, embeddings, isolates) are invisible and removed at every level.
 */
import {
  SEARCH_STEPS,
  applySteps,
  collapseWhitespace,
  compatibilityForm,
  foldCase,
  stripBidiControls,
  stripDiacritics,
  type TextStep,
} from "../text";
import type { TextMatching } from "./question";

const STEPS: Record<TextMatching, readonly TextStep[]> = {
  strict: [stripBidiControls, compatibilityForm, foldCase, collapseWhitespace],
  ignoreDiacritics: [stripBidiControls, compatibilityForm, stripDiacritics, foldCase, collapseWhitespace],
  lenient: SEARCH_STEPS,
};

export function normaliseAnswer(text: string, matching: TextMatching): string {
  return applySteps(text, STEPS[matching]);
}
