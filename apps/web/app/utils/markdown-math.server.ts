import type { TokenizerAndRendererExtension } from "marked";
import type sanitizeHtml from "sanitize-html";
import temml from "temml";

/**
 * LaTeX in Markdown (`$…$` inline, `$$…$$` display) as MathML, made on the server by temml: the browser
 * lays out MathML Core itself, so no math script reaches it. Each formula is an LTR isolate
 * (`dir="ltr"` on its wrapper), so it keeps its order inside an Arabic sentence and a paragraph's
 * direction is decided by the words around it, not by the formula.
 *
 * Inline math follows pandoc's rule, so prices stay text ("costs $5 and $6"): the opening `$` has a
 * non-space right after it, the closing `$` a non-space right before it and no digit right after it.
 * `\$` is a dollar sign (marked's escape), and code spans and blocks are tokenised before math is looked
 * for, so `$` in code stays code.
 */

const INLINE_DISPLAY = /^\$\$((?:\\[\s\S]|[^\\$])+?)\$\$/;
const INLINE = /^\$(?=\S)((?:\\[\s\S]|[^\\$])+?)(?<=\S)\$(?!\d)/;
/** `$$…$$` alone on its lines, up to three spaces in, with no blank line inside (a blank line ends a paragraph). */
const BLOCK = /^ {0,3}\$\$((?:(?!\n[ \t]*\n)[\s\S])+?)\$\$[ \t]*(?:\n+|$)/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * One formula as MathML, or its source as code (class `math-error`) when temml cannot read it: a
 * teacher's typo shows what was typed instead of breaking the page. `throwOnError` is on so that every
 * failure (unknown command, unbalanced brace) takes that one path; temml's own error markup carries
 * inline colours the sanitiser would strip anyway. Untrusted commands (`\href`, `\class`…) are off
 * (temml's default `trust: false`), and `maxExpand` bounds macro expansion.
 */
function renderMath(tex: string, display: boolean, raw: string): string {
  try {
    return temml.renderToString(tex, { displayMode: display, throwOnError: true, trust: false, maxExpand: 1000 });
  } catch {
    return `<code class="math-error" dir="ltr">${escapeHtml(raw)}</code>`;
  }
}

/** marked's extensions: `$$…$$` as a block of its own, `$$…$$` and `$…$` inside a line. */
export const mathExtensions: TokenizerAndRendererExtension[] = [
  {
    name: "mathBlock",
    level: "block",
    tokenizer(src) {
      const match = BLOCK.exec(src);
      if (!match) return undefined;
      return { type: "mathBlock", raw: match[0], text: match[1]!.trim(), source: match[0].trim() };
    },
    renderer: (token) =>
      `<div dir="ltr" class="math-display">${renderMath(token.text as string, true, token.source as string)}</div>\n`,
  },
  {
    name: "math",
    level: "inline",
    start(src) {
      const at = src.indexOf("$");
      return at < 0 ? undefined : at;
    },
    tokenizer(src) {
      const display = INLINE_DISPLAY.exec(src);
      if (display) return { type: "math", raw: display[0], text: display[1]!.trim(), display: true };
      const inline = INLINE.exec(src);
      if (inline) return { type: "math", raw: inline[0], text: inline[1]!, display: false };
      return undefined;
    },
    renderer(token) {
      const display = token.display as boolean;
      const math = renderMath(token.text as string, display, token.raw);
      return `<span dir="ltr" class="${display ? "math-display" : "math"}">${math}</span>`;
    },
  },
];

/**
 * The MathML Core elements temml writes, for sanitize-html. Left out on purpose: `annotation` and
 * `annotation-xml` (their content is dropped, see `MATH_DROPPED_WITH_CONTENT`), `maction`, `mglyph` and
 * `malignmark` (the parts of known sanitiser bypasses, and temml never writes them) and every link.
 */
export const MATH_TAGS = [
  "math",
  "semantics",
  "mrow",
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "mspace",
  "msup",
  "msub",
  "msubsup",
  "mfrac",
  "msqrt",
  "mroot",
  "mover",
  "munder",
  "munderover",
  "mtable",
  "mtr",
  "mtd",
  "mstyle",
  "mpadded",
  "mphantom",
  "menclose",
  "mmultiscripts",
  "mprescripts",
  "none",
];

export const MATH_DROPPED_WITH_CONTENT = ["annotation", "annotation-xml"];

/**
 * Presentation attributes only, on every MathML element: no `href`, no `style` (temml's inline styles
 * carry `\color`, `\boxed` borders and matrix cell padding; without them colour is lost and matrices
 * take the browser's default cell spacing), no `mathcolor`/`mathbackground`, no `id`.
 */
const MATH_ATTRIBUTES = [
  "display",
  "mathvariant",
  "mathsize",
  "stretchy",
  "fence",
  "separator",
  "lspace",
  "rspace",
  "linethickness",
  "scriptlevel",
  "displaystyle",
  "columnalign",
  "rowspacing",
  "columnspacing",
  "accent",
  "accentunder",
  "movablelimits",
  "form",
  "largeop",
  "symmetric",
  "minsize",
  "maxsize",
  "width",
  "height",
  "depth",
  "voffset",
  "notation",
  "linebreak",
];

export const mathAllowedAttributes: Record<string, string[]> = {
  ...Object.fromEntries(MATH_TAGS.map((tag) => [tag, MATH_ATTRIBUTES])),
  math: [...MATH_ATTRIBUTES, "xmlns"],
};

/**
 * Only temml's own classes (its layout fixes in app.css), so Markdown cannot put the app's utility
 * classes (`fixed inset-0`…) on a formula to cover the page.
 */
const TEMML_CLASSES = [/^(?:tml|chr|wbk|ff)-[\w-]+$/, "upstrike", "downstrike", "sout", "menclose", "mathcal"];

export const mathAllowedClasses: sanitizeHtml.IOptions["allowedClasses"] = {
  ...Object.fromEntries(MATH_TAGS.map((tag) => [tag, TEMML_CLASSES])),
  span: ["math", "math-display"],
  div: ["math-display"],
};
