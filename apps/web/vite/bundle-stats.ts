// The client build's composition for `npm run bench -- bundle`: which modules each browser
// chunk holds and how many bytes each contributes after minification. Written beside the build
// (build/bundle-stats.json), never into build/client, so it is not served.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

interface BundleStats {
  chunks: Record<string, { modules: Record<string, number> }>;
}

/** Shortens a module id to what a reader recognises: the package name, or the path inside the repo. */
function moduleName(id: string): string {
  const clean = id.replace(/\?.*$/, "").replace(/^\0/, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  const repo = /\/(apps\/web\/app|packages\/[^/]+\/src)\/(.*)$/.exec(clean);
  return repo ? `${repo[1]}/${repo[2]}` : clean;
}

export function bundleStats(outFile: string): Plugin {
  let ssr = false;
  return {
    name: "masar-bundle-stats",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      // Only the browser build: the server bundle's composition does not reach users.
      if (ssr) return;
      const stats: BundleStats = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const name = moduleName(id);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        stats.chunks[output.fileName] = { modules };
      }
      fs.mkdirSync(path.dirname(outFile), { recursive: true });
      fs.writeFileSync(outFile, JSON.stringify(stats));
    },
  };
}
