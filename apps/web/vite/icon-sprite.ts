import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * Icons out of the JavaScript (decision 029, the Epic Stack's way): the lucide icons the app and the kit
 * import are drawn into one SVG sprite, a hashed build asset cached for a year, and both builds of
 * apps/web (server and browser) rewrite `import { Menu } from "lucide-react"` into
 * `const Menu = spriteIcon("/assets/icons-<hash>.svg", "menu")`: the same `<svg>` lucide renders,
 * holding a `<use>` of the sprite's symbol. The server and the browser render the same markup (no
 * hydration mismatch) and the icons show without JavaScript. The kit's own build, Storybook and its
 * consumers keep lucide-react as written.
 */

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where icons are imported: the app and the kit's source (which the app compiles). */
const ICON_SOURCES = [path.join(WEB_ROOT, "app"), path.resolve(WEB_ROOT, "../../packages/ui/src")];
const SPRITE_ICON = path.join(WEB_ROOT, "app/components/icon/sprite-icon.tsx");
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

interface IconData {
  name: string;
  size?: number;
  node: [string, Record<string, string>][];
  aliases?: string[];
}
export interface Sprite {
  /** The sprite's file in the build, "assets/icons-<hash>.svg". */
  fileName: string;
  svg: string;
  /** Exported name ("CheckCircle2") → the icon's data. */
  icons: Map<string, IconData>;
}

let modulesByName: Map<string, string> | null = null;

/** lucide-react's exported names ("Menu", "MenuIcon", "LucideMenu") → the icon's module file. */
function lucideModules(): Map<string, string> {
  if (modulesByName) return modulesByName;
  const index = createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/dist\/cjs\/.*$/, "dist/esm/lucide-react.mjs");
  const map = new Map<string, string>();
  for (const [, names, file] of fs
    .readFileSync(index, "utf8")
    .matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const name of names!.split(","))
      map.set(name.trim().replace(/^default as /, ""), path.resolve(path.dirname(index), file!));
  }
  return (modulesByName = map);
}

/** The imported names of every `import { … } from "lucide-react"` in `code` ("X as Y" gives X). */
export function importedNames(code: string): string[] {
  return [...code.matchAll(IMPORT)].flatMap(([, list]) =>
    list!
      .split(",")
      .map((part) => part.trim().replace(/^type\s+/, ""))
      .filter(Boolean)
      .map((part) => part.split(/\s+as\s+/)[0]!),
  );
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(stories|test)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function symbol(icon: IconData): string {
  const size = icon.size ?? 24;
  const children = icon.node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
        .join("");
      return `<${tag}${list}/>`;
    })
    .join("");
  return `<symbol id="${icon.name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
}

/** The sprite of every lucide icon imported under `roots` (stories and tests excepted). */
export async function buildSprite(roots: string[] = ICON_SOURCES): Promise<Sprite> {
  const modules = lucideModules();
  const icons = new Map<string, IconData>();
  for (const file of roots.flatMap(sourceFiles)) {
    for (const name of importedNames(fs.readFileSync(file, "utf8"))) {
      const module = modules.get(name);
      if (!module || icons.has(name)) continue;
      icons.set(name, ((await import(pathToFileURL(module).href)) as { __iconData: IconData }).__iconData);
    }
  }
  const symbols = [...new Map([...icons.values()].map((icon) => [icon.name, symbol(icon)])).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, s]) => s);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  return { fileName: `assets/icons-${hash}.svg`, svg, icons };
}

/** Rewrites the lucide imports of one module; null when it has none. Throws for an icon not in the sprite. */
export function rewriteIcons(code: string, sprite: Sprite, href: string): string | null {
  if (!code.includes("lucide-react")) return null;
  let drawn = false;
  const out = code.replace(IMPORT, (_statement, list: string) => {
    const kept: string[] = [];
    const consts: string[] = [];
    for (const part of list
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [name, local = name] = part.split(/\s+as\s+/) as [string, string?];
      const icon = sprite.icons.get(name);
      if (!icon) {
        if (lucideModules().has(name))
          throw new Error(`icon-sprite: ${name} is imported but not in the sprite (imported outside ${ICON_SOURCES}?)`);
        kept.push(part);
        continue;
      }
      drawn = true;
      const aliases = (icon.aliases ?? []).map((a) => ` lucide-${a}`).join("");
      const args = [href, icon.name, ...(aliases ? [aliases] : [])].map((a) => JSON.stringify(a)).join(", ");
      consts.push(`const ${local} = /* @__PURE__ */ __spriteIcon(${args});`);
    }
    return [...(kept.length > 0 ? [`import { ${kept.join(", ")} } from "lucide-react";`] : []), ...consts].join("\n");
  });
  if (!drawn) return null;
  return `import { spriteIcon as __spriteIcon } from ${JSON.stringify(SPRITE_ICON)};\n${out}`;
}

export function iconSprite(): Plugin {
  let sprite: Promise<Sprite> | null = null;
  let emit = false;
  let dev = false;
  let base = "/";
  const current = () => (sprite ??= buildSprite());
  return {
    name: "masar-icon-sprite",
    configResolved(config) {
      // The browser build writes the file; the server build only needs its name, the same in both.
      emit = config.command === "build" && !config.build.ssr;
      dev = config.command === "serve";
      base = config.base;
    },
    async buildStart() {
      const { fileName, svg } = await current();
      if (emit) this.emitFile({ type: "asset", fileName, source: svg });
    },
    configureServer(server) {
      // `remix vite:dev`: the sprite is drawn again on every request, so an icon added meanwhile shows.
      server.middlewares.use((req, res, next) => {
        void current().then(async ({ fileName }) => {
          if (req.url?.split("?")[0] !== `${base}${fileName}`) return next();
          const fresh = await buildSprite();
          res.setHeader("Content-Type", "image/svg+xml");
          res.setHeader("Cache-Control", "no-cache");
          res.end(fresh.svg);
        }, next);
      });
    },
    async transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      let drawn = await current();
      // In the dev server an icon added since start is picked up by drawing the sprite again.
      if (dev && importedNames(code).some((n) => lucideModules().has(n) && !drawn.icons.has(n)))
        drawn = await (sprite = buildSprite());
      const out = rewriteIcons(code, drawn, `${base}${drawn.fileName}`);
      return out === null ? null : { code: out, map: null };
    },
  };
}
