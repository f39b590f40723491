import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The root postinstall applies patches/ with patch-package. It writes each patch against one exact
// version; after an upgrade a patch may apply with a warning, or miss and leave the package as published
// (locally npm install still succeeds). These tests fail in both cases, and when postinstall did not run.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const patchDir = path.join(root, "patches");
const patches = fs
  .readdirSync(patchDir)
  .filter((name) => name.endsWith(".patch"))
  .sort();

/** Package and version from patch-package's file name: `@scope+name+1.2.3.patch` or `name+1.2.3.patch`. */
function parse(file: string): { name: string; version: string } {
  const match = /^((?:@[^+]+\+)?[^+]+)\+(\d[^+]*)\.patch$/.exec(file);
  if (!match) throw new Error(`${file}: not a patch-package file name this test reads (nested or sequenced?)`);
  return { name: match[1]!.replace("+", "/"), version: match[2]! };
}

describe("patches/ (applied by patch-package at postinstall)", () => {
  it("holds the route matching memos (decisions 022 and 034) and React's stream fix (decision 038)", () => {
    expect(patches).toEqual([
      "@remix-run+react+2.17.5.patch",
      "@remix-run+router+1.23.3.patch",
      "react-dom+18.3.1.patch",
      "react-router-dom+6.30.4.patch",
    ]);
  });

  it.each(patches)("%s was written for the installed version", (file) => {
    const { name, version } = parse(file);
    const installed = JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    };
    expect(
      installed.version,
      `${name} is ${installed.version}: port the patch to it (npx patch-package ${name}) and re-check its tests`,
    ).toBe(version);
  });

  it.each(patches)("%s is applied in node_modules", (file) => {
    // Reversing applies only where every hunk's added lines sit, with their context, in the installed files.
    let error = "";
    try {
      execFileSync("git", ["apply", "--check", "--reverse", path.join("patches", file)], { cwd: root, stdio: "pipe" });
    } catch (e) {
      error = String((e as { stderr?: Buffer }).stderr ?? e);
    }
    expect(error, `${file} is not applied: run npm install (or npx patch-package) and read its output`).toBe("");
  });
});

describe("react-dom's streaming renderer (patched)", () => {
  it("sends Arabic text whole: no NUL byte where a letter meets the end of its 2 KB buffer", async () => {
    const { renderToPipeableStream } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { PassThrough } = await import("node:stream");
    // Texts of every length around the buffer's end, so some letter always falls across it.
    const items = Array.from({ length: 300 }, (_, i) =>
      createElement("li", { key: i }, "سجّل الآن".repeat(1 + (i % 7))),
    );
    const html = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on("data", (c: Buffer) => chunks.push(c));
      sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      const stream = renderToPipeableStream(createElement("ul", null, items), {
        onAllReady: () => stream.pipe(sink),
        onError: reject,
      });
    });
    expect(html).not.toContain("\0");
    expect(html.match(/سجّل الآن/g)).toHaveLength(items.reduce((n, _, i) => n + 1 + (i % 7), 0));
  });
});
