#!/usr/bin/env node
// Builds the publishable kit into dist/: ESM per component (Vite library mode), .d.ts (tsc), the
// precompiled styles.css (Tailwind 4 CLI over the kit's source), tokens/theme/fonts CSS and assets.
// It is the package's `prepack`, so `npm pack` and `npm publish` (changeset publish) always ship a dist/
// built from the tree as it is. `--pack` runs `npm pack` (and so this build) and prints the tarball's
// path. The workspace itself never needs dist/: it reads source through the "source" export condition.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const bin = (name) => path.join(root, "../../node_modules/.bin", name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });
const started = Date.now();

// `--pack`: npm pack, whose prepack is this script without it.
if (process.argv.includes("--pack")) {
  const out = process.env.PACK_DESTINATION ?? root;
  fs.mkdirSync(out, { recursive: true });
  // npm runs the prepack build first; its output goes to stderr (package.json), leaving stdout the JSON.
  const json = execFileSync("npm", ["pack", "--json", "--pack-destination", out], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [{ filename, files }] = JSON.parse(json);
  if (!files.some((f) => f.path === "dist/styles.css")) throw new Error(`${filename} holds no dist/`);
  console.log(path.join(out, filename));
  process.exit(0);
}

fs.rmSync(dist, { recursive: true, force: true });

run(bin("vite"), ["build", "--config", "vite.lib.config.ts"]);

run(bin("tsc"), ["-p", "tsconfig.build.json"]);
// The private @masar/domain is bundled into the JS; its declarations sit beside the kit's, so the
// type imports become relative paths a consumer can follow.
const types = path.join(dist, "types");
for (const file of fs.readdirSync(types, { recursive: true })) {
  if (!file.endsWith(".d.ts")) continue;
  const full = path.join(types, file);
  const text = fs.readFileSync(full, "utf8");
  const fixed = text.replace(/(["'])@masar\/domain\/([\w/-]+)\1/g, (_, quote, sub) => {
    let rel = path
      .relative(path.dirname(full), path.join(types, "domain/src", sub))
      .split(path.sep)
      .join("/");
    if (!rel.startsWith(".")) rel = `./${rel}`;
    return `${quote}${rel}.js${quote}`;
  });
  if (fixed !== text) fs.writeFileSync(full, fixed);
}

run(bin("tailwindcss"), ["-i", "src/styles/standalone.css", "-o", "dist/styles.css", "--minify"]);
for (const file of ["tokens.css", "theme.css", "fonts.css"]) {
  fs.copyFileSync(path.join(root, "src/styles", file), path.join(dist, file));
}
fs.cpSync(path.join(root, "src/assets"), path.join(dist, "assets"), { recursive: true });

// Nothing in the package may point back into the workspace.
for (const file of fs.readdirSync(dist, { recursive: true })) {
  if (!/\.(js|d\.ts)$/.test(file)) continue;
  const text = fs.readFileSync(path.join(dist, file), "utf8");
  if (/(from\s*|import\s*\(?\s*)["'](@masar\/domain[^"']*|[^"']*\.tsx)["']/.test(text)) {
    throw new Error(`dist/${file} still imports workspace source`);
  }
}
console.log(`@masar/ui built into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
