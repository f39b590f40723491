import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import {
  MATH_DROPPED_WITH_CONTENT,
  MATH_TAGS,
  mathAllowedAttributes,
  mathAllowedClasses,
  mathExtensions,
} from "./markdown-math.server";
import { directionExtension } from "./markdown-direction.server";

/**
 * Lesson Markdown to safe HTML, on the server only (0 KB of Markdown code in the browser). marked
 * renders; sanitize-html then keeps only the tags and attributes a lesson needs, so raw HTML in the
 * Markdown (scripts, event handlers, javascript: links, frames, styles) never reaches the page. Every
 * block gets an explicit dir="rtl" or "ltr" from its first letter (markdown-direction.server.ts), so an
 * Arabic paragraph, list or table reads right to left and an English one left to right on the same
 * page; a block the renderer did not decide (raw HTML) keeps dir="auto"; code (blocks and inline) stays
 * left to right. LaTeX between `$` becomes MathML (markdown-math.server.ts).
 * Lessons and questions share this one renderer; `renderInlineMarkdown` is its one-line form.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false, extensions: mathExtensions }, directionExtension);

const BLOCKS = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "td", "th", "dt", "dd", "figcaption"];

const withDir =
  (dir: "auto" | "ltr"): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({ tagName, attribs: { ...attribs, dir } });

/** The renderer's decided direction stays; anything else (none, or a raw HTML block's own value) becomes "auto". */
const decidedOrAuto: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, dir: attribs.dir === "rtl" || attribs.dir === "ltr" ? attribs.dir : "auto" },
});

/** What may stand inside a line: all that an option of a question may hold. */
const INLINE_TAGS = ["code", "em", "strong", "del", "s", "sub", "sup", "a", "img", "br", "kbd", "mark", "span"];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...BLOCKS,
    ...INLINE_TAGS,
    ...MATH_TAGS,
    "div",
    "ul",
    "ol",
    "dl",
    "pre",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "figure",
  ],
  allowedAttributes: {
    ...mathAllowedAttributes,
    a: ["href", "title", "dir", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start"],
    td: ["align", "dir"],
    th: ["align", "dir"],
    code: ["class"],
    "*": ["dir"],
  },
  allowedClasses: { ...mathAllowedClasses, code: [/^language-[\w-]+$/, "math-error"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // sanitize-html's own list (not exported), plus the TeX source a raw <annotation> would show as text.
  nonTextTags: ["script", "style", "textarea", "option", "xmp", ...MATH_DROPPED_WITH_CONTENT],
  transformTags: {
    // Lists and tables too: their bullets, numbers and columns follow their own text's direction.
    ...Object.fromEntries([...BLOCKS, "ul", "ol", "table"].map((tag) => [tag, decidedOrAuto])),
    pre: withDir("ltr"),
    // Code inside a sentence is its own LTR isolate: `len(range(3, 20, 4))` in an Arabic
    // question keeps its brackets where they are written.
    code: withDir("ltr"),
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, dir: "auto", rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** The same rules with no block: no paragraph, list, heading, table or block of code or math. */
const inlineOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedTags: [...INLINE_TAGS, ...MATH_TAGS],
};

/** The lesson's (or a question's) Markdown as sanitised HTML, ready for dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, options);
}

/**
 * A short field (a choice's text) as one line of sanitised HTML: emphasis, code, links and inline math,
 * never a block, so it fits inside a label. `$$…$$` is display-style math in a span.
 */
export function renderInlineMarkdown(text: string): string {
  const html = marked.parseInline(text, { async: false });
  return sanitizeHtml(html, inlineOptions);
}
