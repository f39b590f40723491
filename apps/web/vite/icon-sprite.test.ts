import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { spriteIcon } from "#app/components/icon/sprite-icon";
import { buildSprite, importedNames, rewriteIcons, type Sprite } from "./icon-sprite";

// Decision 029: the app's icons come from a sprite, and must render as lucide-react renders them.
let sprite: Sprite;
beforeAll(async () => {
  sprite = await buildSprite();
});

const HREF = "/assets/icons-test.svg";
const Lucide = lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>;
/** The `<svg …>` opening tag and what it holds. */
const split = (html: string) => /^(<svg[^>]*>)(.*)<\/svg>$/s.exec(html)!.slice(1) as [string, string];

describe("the icon sprite", () => {
  it("holds every icon the app and the kit import, and nothing else", () => {
    expect(sprite.icons.size).toBeGreaterThan(50);
    for (const name of ["Menu", "ChevronLeft", "CheckCircle2", "Bell", "ListOrdered"])
      expect(sprite.icons.has(name)).toBe(true);
    expect(sprite.icons.has("Airplay")).toBe(false);
    expect(sprite.fileName).toMatch(/^assets\/icons-[\w-]{10}\.svg$/);
  });

  it("draws each icon as lucide-react does: same <svg> attributes and classes, the same shapes in its symbol", () => {
    const symbols = new Map(
      [...sprite.svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [m[1], m[2]]),
    );
    for (const [name, icon] of sprite.icons) {
      const aliases = (icon.aliases ?? []).map((a) => ` lucide-${a}`).join("");
      const Drawn = spriteIcon(HREF, icon.name, aliases);
      for (const props of [
        {},
        { className: "size-4 rtl:rotate-180 lucide" },
        { "aria-label": "x", className: "text-primary" },
      ]) {
        const [lucideTag, shapes] = split(renderToStaticMarkup(createElement(Lucide[name]!, props)));
        const [tag, use] = split(renderToStaticMarkup(createElement(Drawn, props)));
        expect(tag, name).toBe(lucideTag);
        expect(use).toBe(`<use href="${HREF}#${icon.name}"></use>`);
        // React closes an empty <path> as <path …></path>; the sprite writes <path …/>.
        expect(symbols.get(icon.name)?.replace(/\/>/g, ">"), name).toBe(shapes.replace(/><\/\w+>/g, ">"));
      }
    }
  });

  it("rewrites lucide imports into sprite icons under the names the code uses", () => {
    const code =
      'import { Menu, CheckCircle2 as Done, LucideProvider } from "lucide-react";\nexport const icons = [Menu, Done];';
    const out = rewriteIcons(code, sprite, HREF)!;
    expect(out).toMatch(/^import \{ spriteIcon as __spriteIcon \} from ".*sprite-icon\.tsx";/);
    expect(out).toContain(`const Menu = /* @__PURE__ */ __spriteIcon("${HREF}", "menu");`);
    expect(out).toContain(
      `const Done = /* @__PURE__ */ __spriteIcon("${HREF}", "circle-check", " lucide-check-circle-2");`,
    );
    expect(out).toContain('import { LucideProvider } from "lucide-react";');
    expect(out).toContain("export const icons = [Menu, Done];");
    expect(out).not.toMatch(/import \{[^}]*Menu[^}]*\} from "lucide-react"/);
  });

  it("refuses an icon the sprite lacks and leaves modules without icons alone", () => {
    expect(() => rewriteIcons('import { Airplay } from "lucide-react";', sprite, HREF)).toThrow(/Airplay/);
    expect(rewriteIcons('import { clsx } from "clsx";', sprite, HREF)).toBeNull();
    expect(rewriteIcons('import { LucideProvider } from "lucide-react";', sprite, HREF)).toBeNull();
    expect(importedNames('import { type LucideIcon, X as Close } from "lucide-react";')).toEqual(["LucideIcon", "X"]);
  });
});
