import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { bundleStats } from "./vite/bundle-stats";
import { iconSprite } from "./vite/icon-sprite";
import { liteI18next } from "./vite/lite-i18next";
import { shellChunk } from "./vite/shell-chunk";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Workspace packages export their source under the "source" condition (their default is the built
// dist/ that only the packed @masar/ui ships), so the app compiles the kit from source, no kit build first.
const SOURCE = "source";

export default defineConfig(({ isSsrBuild }) => ({
  server: { host: "127.0.0.1", port: 3000 },
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  build: {
    target: "es2022",
    // The browser's scripts minified by terser (default, safe options), not esbuild: the same code in
    // 4% fewer gzip bytes (the shell chunk 104.3 → 100.3 KiB), on every page (decision 029). The server
    // build stays unminified.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 } },
    // The kit's default course image stands twice in every card without a cover, 24 cards to a
    // catalogue page: inlined as a data URI it would be a third of /courses' HTML, escaped, encoded and
    // compressed again on every signed-in request. As a file it is one cached request.
    assetsInlineLimit: (file) => (file.endsWith("/default-course.svg") ? false : undefined),
    rollupOptions: {
      output: {
        // Feature folders name every route module route.tsx: name its chunk after the folder instead
        // (courses-[hash].js, not route-[hash].js) so chunks stay recognisable in the network panel.
        entryFileNames: (chunk) => {
          const folder = chunk.facadeModuleId?.match(/\/routes\/([^/]+)\/route\.tsx?(\?|$)/)?.[1];
          return folder ? `assets/${folder.replace(/[^\w.-]/g, "_")}-[hash].js` : "assets/[name]-[hash].js";
        },
        manualChunks: isSsrBuild ? undefined : shellChunk(),
      },
    },
  },
  ssr: {
    // Native and server-only packages stay external; the UI kit and domain are compiled in.
    noExternal: ["@masar/ui", "@masar/domain"],
    resolve: { conditions: [SOURCE, ...defaultServerConditions] },
    external: ["better-sqlite3", "firebase-admin", "@node-rs/argon2", "sharp"],
  },
  plugins: [
    tailwindcss(),
    bundleStats(fileURLToPath(new URL("build/bundle-stats.json", import.meta.url))),
    liteI18next(),
    iconSprite(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
}));
