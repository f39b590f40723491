import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Lesson Markdown to safe HTML, on the server only (0 KB of Markdown code in the browser). marked
 * renders; sanitize-html then keeps only the tags and attributes a lesson needs, so raw HTML in the
 * Markdown (scripts, event handlers, javascript: links, frames, styles) never reaches the page. Every
 * block gets dir="auto", so an Arabic paragraph reads right to left and an English one left to right
 * on the same page; code stays left to right.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const BLOCKS = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "td", "th", "dt", "dd", "figcaption"];

const withDir =
  (dir: "auto" | "ltr"): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({ tagName, attribs: { ...attribs, dir } });

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...BLOCKS,
    "ul",
    "ol",
    "dl",
    "pre",
    "code",
    "em",
    "strong",
    "del",
    "s",
    "sub",
    "sup",
    "a",
    "img",
    "br",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "figure",
    "kbd",
    "mark",
  ],
  allowedAttributes: {
    a: ["href", "title", "dir", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start"],
    td: ["align", "dir"],
    th: ["align", "dir"],
    code: ["class"],
    "*": ["dir"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Lists and tables too: their bullets, numbers and columns follow their own text's direction.
    ...Object.fromEntries([...BLOCKS, "ul", "ol", "table"].map((tag) => [tag, withDir("auto")])),
    pre: withDir("ltr"),
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, dir: "auto", rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** The lesson's Markdown as sanitised HTML, ready for dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, options);
}
