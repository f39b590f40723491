import { describe, expect, it } from "vitest";
import { renderInlineMarkdown, renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("gives every block its own explicit direction from its first letter", () => {
    const html = renderMarkdown("## مقدمة\n\nهذه فقرة عربية.\n\nAn English paragraph.\n\n- بند\n- item");
    expect(html).toContain('<h2 dir="rtl">مقدمة</h2>');
    expect(html).toContain('<p dir="rtl">هذه فقرة عربية.</p>');
    expect(html).toContain('<p dir="ltr">An English paragraph.</p>');
    expect(html).toContain('<ul dir="rtl">\n<li dir="rtl">بند</li>\n<li dir="ltr">item</li>');
    expect(html).not.toContain('dir="auto"');
  });

  it("isolates inline code left to right inside an Arabic sentence", () => {
    expect(renderMarkdown("ما قيمة `len(range(3, 20, 4))`؟").trim()).toBe(
      '<p dir="rtl">ما قيمة <code dir="ltr">len(range(3, 20, 4))</code>؟</p>',
    );
  });

  it("keeps code left to right and tables", () => {
    const html = renderMarkdown("```python\nprint('مرحبا')\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain('<pre dir="ltr"><code class="language-python" dir="ltr">');
    expect(html).toContain('<table dir="ltr">');
    expect(html).toContain('<td dir="ltr">1</td>');
  });

  it("strips scripts, event handlers, frames and styles", () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe><style>body{}</style><b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|<iframe|<style/i);
    expect(html).toContain('<img src="https://x.example/a.png" loading="lazy" />');
  });

  it("drops javascript: and data: links, keeping their text", () => {
    for (const md of [
      "[click](javascript:alert(1))",
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt:alert(1)">click</a>',
      "[click](data:text/html;base64,PHNjcmlwdD4=)",
      '<a href="&#106;avascript:alert(1)">click</a>',
    ]) {
      const html = renderMarkdown(md);
      expect(html, md).not.toMatch(/javascript|data:/i);
      expect(html, md).toContain("click");
    }
  });

  it("opens safe links in a new tab without giving it this page", () => {
    expect(renderMarkdown("[docs](https://docs.python.org)")).toContain(
      '<a href="https://docs.python.org" dir="auto" rel="noopener noreferrer nofollow" target="_blank">docs</a>',
    );
  });
});

describe("direction per block", () => {
  // dir="auto" on a block skips every child with a dir of its own (links, cells, items), so these all
  // read left to right before the renderer decided each block itself.
  it("reads a table's direction from its header row, each cell its own", () => {
    const ar = renderMarkdown("| الاسم | العمر |\n|---|:-:|\n| Ali | ٢٠ |\n| 3 | 4 |");
    expect(ar).toContain('<table dir="rtl">');
    expect(ar).toContain('<th dir="rtl">الاسم</th>');
    expect(ar).toContain('<th dir="rtl" align="center">العمر</th>');
    expect(ar).toContain('<td dir="ltr">Ali</td>');
    // A cell without a letter takes the table's direction.
    expect(ar).toContain('<td dir="rtl">3</td>');

    const en = renderMarkdown("| Name | Age |\n|---|---|\n| علي | 20 |");
    expect(en).toContain('<table dir="ltr">');
    expect(en).toContain('<th dir="ltr">Name</th>');
    expect(en).toContain('<td dir="rtl">علي</td>');
    expect(en).toContain('<td dir="ltr">20</td>');
  });

  it("reads a table with a header of numbers from its first lettered cell", () => {
    expect(renderMarkdown("| 1 | 2 |\n|---|---|\n| س | ص |")).toContain('<table dir="rtl">');
  });

  it("gives a paragraph that is only a link the link's direction", () => {
    expect(renderMarkdown("[رابط الدرس](https://example.com/a)")).toMatch(/^<p dir="rtl"><a href=/);
    expect(renderMarkdown("[Lesson link](https://example.com/a)")).toMatch(/^<p dir="ltr"><a href=/);
    expect(renderMarkdown("**[رابط](https://example.com/a)**")).toMatch(/^<p dir="rtl"><strong><a /);
    expect(renderMarkdown("<https://example.com/a>")).toMatch(/^<p dir="ltr"><a /);
  });

  it("gives lists the direction of their first item and each item its own", () => {
    const ar = renderMarkdown("1. الأول\n2. second\n3. ٣");
    expect(ar).toContain('<ol dir="rtl">\n<li dir="rtl">الأول</li>\n<li dir="ltr">second</li>\n<li dir="rtl">٣</li>');
    const en = renderMarkdown("3. first\n4. ثاني");
    expect(en).toContain('<ol dir="ltr" start="3">\n<li dir="ltr">first</li>\n<li dir="rtl">ثاني</li>');
    // A link-only item and a loose item's paragraphs.
    const loose = renderMarkdown("- [رابط](https://example.com/a)\n\n- item\n\n  فقرة");
    expect(loose).toMatch(/^<ul dir="rtl">\n<li dir="rtl"><p dir="rtl"><a /);
    expect(loose).toContain('<li dir="ltr"><p dir="ltr">item</p>\n<p dir="rtl">فقرة</p>');
  });

  it("gives quotes their direction and a paragraph with no letter its parent's", () => {
    const html = renderMarkdown("> اقتباس\n>\n> 123\n\n٤٥٦");
    expect(html).toContain('<blockquote dir="rtl">\n<p dir="rtl">اقتباس</p>\n<p dir="rtl">123</p>');
    // At the top, a block with no letter takes the direction of the whole text.
    expect(html).toContain('<p dir="rtl">٤٥٦</p>');
    expect(renderMarkdown("Intro\n\n$x^2$")).toContain('<p dir="ltr"><span dir="ltr" class="math">');
  });

  it("never lets code, math or an image decide", () => {
    expect(renderMarkdown("`print()` يطبع")).toMatch(/^<p dir="rtl"><code/);
    expect(renderMarkdown("$\\alpha$ زاوية")).toMatch(/^<p dir="rtl"><span dir="ltr" class="math">/);
    expect(renderMarkdown("![diagram](https://x.example/a.png) الشكل")).toMatch(/^<p dir="rtl"><img /);
    expect(renderMarkdown("## `len` الدالة")).toMatch(/^<h2 dir="rtl">/);
  });

  it("leaves dir=auto where nothing was decided: no letter at all, or raw HTML", () => {
    expect(renderMarkdown("123")).toBe('<p dir="auto">123</p>\n');
    expect(renderMarkdown('<p dir="javascript">نص</p>')).toBe('<p dir="auto">نص</p>');
  });
});

describe("math", () => {
  it("turns $…$ inside an Arabic paragraph into MathML in an LTR isolate", () => {
    const html = renderMarkdown("العدد $x^2+\\frac12$ موجب.");
    expect(html).toMatch(/^<p dir="rtl">العدد <span dir="ltr" class="math"><math>.*<\/math><\/span> موجب\.<\/p>\n$/);
    expect(html).toMatch(/<msup><mi>x<\/mi><mn[^>]*>2<\/mn><\/msup>/);
    expect(html).toContain("<mfrac><mn>1</mn><mn>2</mn></mfrac>");
  });

  it("turns $$…$$ on lines of its own into a display block", () => {
    for (const md of ["$$\\int_0^1 x\\,dx$$", "قبل\n\n$$\n\\int_0^1 x\\,dx\n$$\n\nبعد"]) {
      const html = renderMarkdown(md);
      expect(html, md).toMatch(
        /<div dir="ltr" class="math-display"><math display="block"[^>]*>.*<msubsup><mo[^>]*>∫<\/mo>/,
      );
      expect(html, md).toContain('<mspace width="0.1667em"></mspace>');
    }
    // Inside a sentence it stays display style, in a span (a div cannot sit in a paragraph).
    expect(renderMarkdown("a $$x$$ b")).toMatch(
      /<p dir="ltr">a <span dir="ltr" class="math-display"><math display="block"/,
    );
  });

  it("leaves prices, escaped dollars and code alone", () => {
    expect(renderMarkdown("costs $5 and $6")).toBe('<p dir="ltr">costs $5 and $6</p>\n');
    for (const md of ["from $ 5 to $10$5", "$5 or $ later", "costs $5 and $6."])
      expect(renderMarkdown(md), md).not.toContain("<math");
    expect(renderMarkdown("\\$x$ and $y$")).toMatch(
      /^<p dir="ltr">\$x\$ and <span dir="ltr" class="math"><math><mi>y<\/mi>/,
    );
    const code = renderMarkdown("`$x$`\n\n```\n$$y$$\n```\n\n    $z$");
    expect(code).not.toContain("<math");
    expect(code).toContain('<code dir="ltr">$x$</code>');
    expect(code).toContain('<code dir="ltr">$$y$$\n</code>');
    expect(code).toContain('<code dir="ltr">$z$\n</code>');
  });

  it("shows a formula temml cannot read as its source, without throwing", () => {
    for (const md of [
      "$\\frac{$",
      "$$\\begin{matrix}$$",
      "$\\undefinedcommand x$",
      "$\\href{javascript:alert(1)}{x}$",
    ]) {
      const html = renderMarkdown(md);
      expect(html, md).toContain('<code class="math-error" dir="ltr">');
      expect(html, md).not.toContain("<math");
    }
    expect(renderMarkdown("$\\frac{$")).toContain('<code class="math-error" dir="ltr">$\\frac{$</code>');
  });

  it("lets temml's MathML through but no script, link, handler, style or foreign class", () => {
    const html = renderMarkdown(
      '<math><a href="javascript:alert(1)">x</a><mi onclick="alert(2)" style="position:fixed" class="fixed inset-0 tml-sml-pad">y</mi>' +
        '<annotation encoding="application/x-tex">SECRET</annotation><mglyph src="x"></mglyph><maction actiontype="toggle">m</maction></math>' +
        "<script>alert(3)</script>$\\color{red}{x}$",
    );
    expect(html).not.toMatch(/href|javascript|alert|onclick|style=|fixed|inset-0|SECRET|mglyph|maction|<script/i);
    expect(html).toContain('<mi class="tml-sml-pad">y</mi>');
    expect(html).toContain('<span dir="ltr" class="math"><math><mrow><mi>x</mi></mrow></math></span>');
  });

  it("keeps a matrix and a root with their MathML attributes", () => {
    const html = renderMarkdown("$\\left(\\begin{matrix}1&2\\\\3&4\\end{matrix}\\right) \\sqrt[3]{y}$");
    expect(html).toMatch(/<mo fence="true" form="prefix" stretchy="true">\(<\/mo><mtable[^>]*><mtr><mtd>/);
    expect(html).toContain("<mroot><mi>y</mi><mn>3</mn></mroot>");
  });
});

describe("renderInlineMarkdown", () => {
  it("renders one line with emphasis and math but no block", () => {
    const html = renderInlineMarkdown("**ب** $x_1$ <p>p</p><div>d</div>\n\n# h $$y$$");
    expect(html).toMatch(/^<strong>ب<\/strong> <span dir="ltr" class="math"><math><msub>/);
    expect(html).toContain('<span dir="ltr" class="math-display"><math display="block"');
    expect(html).not.toMatch(/<p|<div|<h1/);
  });

  it("applies the same sanitising", () => {
    const html = renderInlineMarkdown(
      '<script>alert(1)</script><img src="x" onerror="alert(2)">[a](javascript:alert(3)) `$x$`',
    );
    expect(html).not.toMatch(/<script|alert|onerror/);
    expect(html).toContain('<code dir="ltr">$x$</code>');
  });
});
