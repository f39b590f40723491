/**
 * Reads what a student typed into a numeric answer as the one number it shows, or null.
 *
 * - Digits: 0–9, Arabic-Indic ٠–٩ and extended Arabic-Indic ۰–۹, mixed freely.
 * - Sign: one leading "+", "-" or "−" (U+2212), touching the digits ("- 5" is not read).
 * - Decimal separator: "٫" (U+066B) always; "." by default, "," with `decimalComma`. One at most;
 *   ".5" and "5." are read.
 * - Grouping: "٬" (U+066C) and the spaces (space, no-break, figure, thin, narrow no-break) always; ","
 *   by default, "." with `decimalComma` — the two Latin marks swap roles, as "1,234.5" and "1.234,5" do.
 *   Grouping is of the integer part only, all with one mark (the spaces count as one), in groups of
 *   three after a first group of one to three digits that does not start with 0. So "1,23", "1,2,3",
 *   "0,123" and the Indian "1,00,000" are not read rather than misread, and "3.14" is not read under
 *   `decimalComma`.
 * - Exponent: "e" or "E", an optional sign, digits ("1e3", "1.5E-2").
 * - Bidi controls (LRM, RLM, ALM, embeddings, isolates) are ignored anywhere, whitespace around.
 *
 * Anything else — letters, "%" or "٪", a second number, a value beyond the float range — is null.
 * The result is never -0.
 */
import { stripBidiControls } from "../text";

export interface NumberReading {
  /** "," is the decimal separator and "." a grouping mark (for answers written "3,14"). */
  decimalComma?: boolean;
}

const SPACES = new Set([" ", "\u00A0", "\u2007", "\u2009", "\u202F"]);

/**
 * The typed text, one character for one, in a canonical alphabet: ASCII digits, "+", "-", "e", "." for
 * the decimal separator, and "," "٬" " " for the three kinds of grouping mark.
 */
function canonical(text: string, decimalComma: boolean): string | null {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch >= "0" && ch <= "9") out += ch;
    else if (code >= 0x0660 && code <= 0x0669) out += String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) out += String(code - 0x06f0);
    else if (ch === "+") out += "+";
    else if (ch === "-" || ch === "\u2212") out += "-";
    else if (ch === "e" || ch === "E") out += "e";
    else if (ch === "\u066B") out += ".";
    else if (ch === "\u066C") out += "\u066C";
    else if (SPACES.has(ch)) out += " ";
    else if (ch === ".") out += decimalComma ? "," : ".";
    else if (ch === ",") out += decimalComma ? "." : ",";
    else return null;
  }
  return out;
}

// sign, integer part (plain or grouped with one mark), fraction, exponent
const NUMBER = /^([+-]?)(?:(\d+)|([1-9]\d{0,2}([,\u066C ])\d{3}(?:\4\d{3})*))?(?:\.(\d*))?(?:e([+-]?\d+))?$/;

export function readNumber(text: string, options: NumberReading = {}): number | null {
  const typed = canonical(stripBidiControls(text).trim(), options.decimalComma ?? false);
  const match = typed === null ? null : NUMBER.exec(typed);
  if (!match) return null;
  const [, sign, plain, grouped, mark, fraction = "", exponent = "0"] = match;
  const integer = plain ?? grouped?.replaceAll(mark ?? "", "") ?? "";
  if (integer === "" && fraction === "") return null;
  const value = Number(`${sign}${integer || "0"}.${fraction || "0"}e${exponent}`);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}
