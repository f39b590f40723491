import { Renderer, type MarkedExtension, type Token, type Tokens } from "marked";

/**
 * The reading direction of each block of a lesson or question, decided on the server from its first
 * strong letter, the way `dir="auto"` decides it, but over the block's whole text. `dir="auto"` on the
 * block itself does not work for Markdown: the algorithm skips every descendant that has a `dir` of its
 * own, so an Arabic paragraph holding only a link (`<a dir="auto">`), a table whose cells carry their own
 * direction and a list whose items do all resolved left to right, reversing an Arabic table's columns.
 *
 * Code, math and images are not text: they never decide. A table reads its header row first, a list its
 * first item; a block with no letter at all (a number, a formula) takes its parent's direction, and at
 * the top the direction of the whole text. A text with no letter anywhere decides nothing (the sanitiser
 * then gives its blocks `dir="auto"`).
 */
type TextDirection = "rtl" | "ltr";

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/** The first letter of a text outside tags and character references (`&amp;` is no word). */
function ofText(text: string): TextDirection | null {
  const letter = LETTER.exec(text.replace(/<[^>]*>|&#?\w+;/g, " "))?.[0];
  if (letter === undefined) return null;
  return RIGHT_TO_LEFT.test(letter) ? "rtl" : "ltr";
}

function ofTokens(tokens: readonly Token[]): TextDirection | null {
  for (const token of tokens) {
    const direction = ofToken(token);
    if (direction) return direction;
  }
  return null;
}

function ofToken(token: Token): TextDirection | null {
  switch (token.type) {
    case "code":
    case "codespan":
    case "image":
    case "math":
    case "mathBlock":
    case "hr":
    case "space":
    case "def":
    case "br":
    case "checkbox":
      return null;
    case "table": {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) {
        const direction = ofTokens(cell.tokens);
        if (direction) return direction;
      }
      return null;
    }
    case "list":
      return ofTokens((token as Tokens.List).items);
    default: {
      const { tokens, text } = token as Tokens.Generic;
      if (Array.isArray(tokens)) return ofTokens(tokens as Token[]);
      return typeof text === "string" ? ofText(text) : null;
    }
  }
}

/** Each block token's decided direction, read by the renderer below. */
const decided = new WeakMap<object, TextDirection>();

function decide(token: object, direction: TextDirection | null): TextDirection | null {
  if (direction) decided.set(token, direction);
  return direction;
}

function decideBlocks(tokens: readonly Token[], parent: TextDirection | null): void {
  for (const token of tokens) {
    switch (token.type) {
      case "paragraph":
      case "heading":
        decide(token, ofToken(token) ?? parent);
        break;
      case "blockquote":
        decideBlocks((token as Tokens.Blockquote).tokens, decide(token, ofToken(token) ?? parent));
        break;
      case "list": {
        const list = decide(token, ofToken(token) ?? parent);
        for (const item of (token as Tokens.List).items)
          decideBlocks(item.tokens, decide(item, ofTokens(item.tokens) ?? list));
        break;
      }
      case "table": {
        const table = decide(token, ofToken(token) ?? parent);
        const { header, rows } = token as Tokens.Table;
        for (const cell of [...header, ...rows.flat()]) decide(cell, ofTokens(cell.tokens) ?? table);
        break;
      }
      default:
        break;
    }
  }
}

/** The renderer's own opening tag with the block's direction in it: `<ol start="3">` → `<ol dir="rtl" start="3">`. */
function directed(html: string, token: object): string {
  const direction = decided.get(token);
  return direction ? html.replace(/^<(\w+)/, `<$1 dir="${direction}"`) : html;
}

/** marked's extension: decide after lexing, write `dir` on paragraphs, headings, quotes, lists, items, tables and cells. */
export const directionExtension: MarkedExtension = {
  hooks: {
    processAllTokens(tokens) {
      decideBlocks(tokens, ofTokens(tokens));
      return tokens;
    },
  },
  renderer: {
    paragraph(token) {
      return directed(Renderer.prototype.paragraph.call(this, token), token);
    },
    heading(token) {
      return directed(Renderer.prototype.heading.call(this, token), token);
    },
    blockquote(token) {
      return directed(Renderer.prototype.blockquote.call(this, token), token);
    },
    list(token) {
      return directed(Renderer.prototype.list.call(this, token), token);
    },
    listitem(token) {
      return directed(Renderer.prototype.listitem.call(this, token), token);
    },
    table(token) {
      return directed(Renderer.prototype.table.call(this, token), token);
    },
    tablecell(token) {
      return directed(Renderer.prototype.tablecell.call(this, token), token);
    },
  },
};
