// A blank Vite app: no Tailwind, no React plugin (esbuild's automatic JSX runtime is enough).
import { defineConfig } from "vite";

export default defineConfig({ esbuild: { jsx: "automatic" }, logLevel: "warn" });
