import { describe, expect, it } from "vitest";
import { renderInlineMarkdown, renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("gives every block dir=auto so Arabic and English paragraphs each read their own way", () => {
    const html = renderMarkdown("## مقدمة\n\nهذه فقرة عربية.\n\nAn English paragraph.\n\n- بند\n- item");
    expect(html).toContain('<h2 dir="auto">مقدمة</h2>');
    expect(html).toContain('<p dir="auto">هذه فقرة عربية.</p>');
    expect(html).toContain('<p dir="auto">An English paragraph.</p>');
    expect(html).toContain('<ul dir="auto">\n<li dir="auto">بند</li>');
  });

  it("isolates inline code left to right inside an Arabic sentence", () => {
    expect(renderMarkdown("ما قيمة `len(range(3, 20, 4))`؟").trim()).toBe(
      '<p dir="auto">ما قيمة <code dir="ltr">len(range(3, 20, 4))</code>؟</p>',
    );
  });

  it("keeps code left to right and tables", () => {
    const html = renderMarkdown("```python\nprint('مرحبا')\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain('<pre dir="ltr"><code class="language-python" dir="ltr">');
    expect(html).toContain('<table dir="auto">');
    expect(html).toContain('<td dir="auto">1</td>');
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

describe("math", () => {
  it("turns $…$ inside an Arabic paragraph into MathML in an LTR isolate", () => {
    const html = renderMarkdown("العدد $x^2+\\frac12$ موجب.");
    expect(html).toMatch(/^<p dir="auto">العدد <span dir="ltr" class="math"><math>.*<\/math><\/span> موجب\.<\/p>\n$/);
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
      /<p dir="auto">a <span dir="ltr" class="math-display"><math display="block"/,
    );
  });

  it("leaves prices, escaped dollars and code alone", () => {
    expect(renderMarkdown("costs $5 and $6")).toBe('<p dir="auto">costs $5 and $6</p>\n');
    for (const md of ["from $ 5 to $10$5", "$5 or $ later", "costs $5 and $6."])
      expect(renderMarkdown(md), md).not.toContain("<math");
    expect(renderMarkdown("\\$x$ and $y$")).toMatch(
      /^<p dir="auto">\$x\$ and <span dir="ltr" class="math"><math><mi>y<\/mi>/,
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
