// The README's example built on its own, so its bundle holds only what the example imports (CourseCard).
import { defineConfig } from "vite";

export default defineConfig({
  esbuild: { jsx: "automatic" },
  logLevel: "warn",
  base: "./",
  build: { outDir: "dist/readme", rollupOptions: { input: "readme.html" } },
});
