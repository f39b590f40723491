import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
const components = path.join(here, "src/components");
const pkg = JSON.parse(fs.readFileSync(path.join(here, "package.json"), "utf8")) as {
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};

/** One entry per component file (stories and tests aside), so an app loads only what it imports. */
const entries: Record<string, string> = Object.fromEntries(
  fs
    .readdirSync(components)
    .filter((f) => f.endsWith(".tsx") && !/\.(stories|test)\.tsx$/.test(f))
    .map((f) => [f.replace(/\.tsx$/, ""), path.join(components, f)]),
);
entries.labels = path.join(here, "src/lib/labels.ts");
entries.utils = path.join(here, "src/lib/utils.ts");

// React and the kit's dependencies stay imports the app's bundler resolves; @masar/domain (private,
// workspace-only) is bundled into the chunks that use it.
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];
const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));

/** The kit's library build: ESM, one file per component plus shared chunks, assets inlined. */
export default defineConfig({
  root: here,
  // The workspace reaches source through the "source" export condition; the build reads source too.
  resolve: { conditions: ["source", "module", "browser", "production"] },
  esbuild: { jsx: "automatic" },
  publicDir: false,
  logLevel: "warn",
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    minify: false,
    sourcemap: false,
    // Library mode inlines imported assets (the default course image) as data URLs.
    lib: { entry: entries, formats: ["es"], fileName: (_format, name) => `${name}.js` },
    rollupOptions: {
      external: isExternal,
      output: { chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
