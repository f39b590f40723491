import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Browser build: `import { Menu } from "lucide-react"` becomes an import of the icon's own module.
 * Rollup reads lucide-react's index (2,000 re-exports) as a dependency of every module that imports an
 * icon through it, and the shell chunk (shell-chunk.ts) would then take every icon the app uses anywhere
 * with it; imported one by one, each page gets the icons it shows (decision 025).
 */
export function iconImports(): Plugin {
  let icons: Map<string, string> | null = null;
  const load = () => {
    const index = createRequire(import.meta.url)
      .resolve("lucide-react")
      .replace(/dist\/cjs\/.*$/, "dist/esm/lucide-react.mjs");
    const map = new Map<string, string>();
    for (const [, names, file] of fs
      .readFileSync(index, "utf8")
      .matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
      for (const name of names.split(","))
        map.set(name.trim().replace(/^default as /, ""), path.resolve(path.dirname(index), file));
    }
    return map;
  };
  return {
    name: "masar-icon-imports",
    transform(code, _id, options) {
      if (options?.ssr || !code.includes("lucide-react")) return null;
      icons ??= load();
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (statement, list: string) => {
        const kept: string[] = [];
        const direct: string[] = [];
        for (const part of list
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean)) {
          const [name, local = name] = part.split(/\s+as\s+/);
          const file = icons!.get(name);
          if (file) direct.push(`import ${local} from ${JSON.stringify(file)};`);
          else kept.push(part);
        }
        return [...direct, ...(kept.length > 0 ? [`import { ${kept.join(", ")} } from "lucide-react";`] : [])].join(
          "\n",
        );
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
