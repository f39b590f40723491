#!/usr/bin/env node
// The kit's consumer smoke test, step 1 (run as Playwright's webServer): pack @masar/ui, create a blank
// Vite + React 18 app in a temporary directory outside the workspace, install the tarball and its
// peers from the npm cache, build the app and serve it on 127.0.0.1:<port>.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const port = process.argv[2] ?? "6120";
const started = Date.now();
const step = (what) => console.log(`[kit-smoke] ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const app = path.join(os.tmpdir(), "masar-kit-consumer");
fs.rmSync(app, { recursive: true, force: true });
fs.cpSync(path.join(here, "app"), app, { recursive: true });

execFileSync("node", [path.join(root, "packages/ui/scripts/build.mjs"), "--pack"], {
  stdio: "inherit",
  env: { ...process.env, PACK_DESTINATION: app },
});
const tarball = fs.readdirSync(app).find((f) => /^masar-ui-.*\.tgz$/.test(f));
if (!tarball) throw new Error("npm pack left no tarball");
step(`packed ${tarball}`);

// The same versions Masar pins (TOOLCHAIN.md), so the install is served from the local npm cache.
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const web = JSON.parse(fs.readFileSync(path.join(root, "apps/web/package.json"), "utf8"));
fs.writeFileSync(
  path.join(app, "package.json"),
  JSON.stringify(
    {
      name: "another-university-app",
      private: true,
      type: "module",
      dependencies: {
        "@masar/ui": `file:./${tarball}`,
        react: web.dependencies.react,
        "react-dom": web.dependencies["react-dom"],
      },
      devDependencies: { vite: manifest.devDependencies.vite ?? "6.4.6" },
      allowScripts: { esbuild: true },
    },
    null,
    2,
  ),
);
execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
  cwd: app,
  stdio: "inherit",
});
step("installed into a blank app");
execFileSync(path.join(app, "node_modules/.bin/vite"), ["build"], { cwd: app, stdio: "inherit" });
step("built the app");

// The README's install example, verbatim, as a second app: it must build against the tarball and render,
// and its bundle shows what a consumer importing only CourseCard ships (kit.spec.ts checks both).
fs.writeFileSync(path.join(app, "src/readme-example.tsx"), readmeExample());
execFileSync(path.join(app, "node_modules/.bin/vite"), ["build", "--config", "vite.readme.config.js"], {
  cwd: app,
  stdio: "inherit",
});
step("built the README's example");

/**
 * The first TSX block under the README's "Provider" heading, with the one name it leaves to the reader
 * (`MyRouterLink`) defined as a router's link would be: a component taking `href`, marked so the spec can
 * tell it rendered the card's link.
 */
function readmeExample() {
  const readme = fs.readFileSync(path.join(root, "packages/ui/README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Provider"));
  const block = /```tsx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block || !block.includes("MyRouterLink"))
    throw new Error("README: no TSX example using MyRouterLink under ## Provider");
  return `import { forwardRef } from "react";\n${block}
const MyRouterLink = forwardRef(function MyRouterLink(props, ref) {
  return <a ref={ref} data-router-link="" {...props} />;
});
`;
}

const server = spawn("node", [path.join(root, "tests/visual/serve.mjs"), path.join(app, "dist"), port], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
