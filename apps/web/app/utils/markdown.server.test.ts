import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("gives every block dir=auto so Arabic and English paragraphs each read their own way", () => {
    const html = renderMarkdown("## مقدمة\n\nهذه فقرة عربية.\n\nAn English paragraph.\n\n- بند\n- item");
    expect(html).toContain('<h2 dir="auto">مقدمة</h2>');
    expect(html).toContain('<p dir="auto">هذه فقرة عربية.</p>');
    expect(html).toContain('<p dir="auto">An English paragraph.</p>');
    expect(html).toContain('<ul dir="auto">\n<li dir="auto">بند</li>');
  });

  it("keeps code left to right and tables", () => {
    const html = renderMarkdown("```python\nprint('مرحبا')\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain('<pre dir="ltr"><code class="language-python">');
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
