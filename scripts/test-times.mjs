// Test times (decision 037): every runner of `npm test` writes its results as JSON into one folder when
// MASAR_TEST_TIMES_DIR is set (scripts/test.mjs sets it), and `slowest()` reads them back: the slowest
// test files and tests of the run, printed after the step table and kept under .cache/test-times/ so two
// runs can be compared (`node scripts/test-times.mjs A.json B.json`).
import fs from "node:fs";
import path from "node:path";

const DIR = process.env.MASAR_TEST_TIMES_DIR;

/** Playwright's reporters for a config: the list, plus the JSON results when times are collected. */
export function playwrightReporters(name, others = [["list"]]) {
  return DIR ? [...others, ["json", { outputFile: path.join(DIR, `playwright-${name}.json`) }]] : others;
}

/** Vitest's reporters: the default, plus the JSON results (one file per run) when times are collected. */
export function vitestReporters() {
  return DIR
    ? ["default", ["json", { outputFile: path.join(DIR, `vitest-${process.pid}-${Date.now()}.json`) }]]
    : ["default"];
}

/** Every test of a Vitest (Jest-shaped) or Playwright JSON result file: { file, title, ms }. */
export function testsOf(json, root) {
  const rel = (file) => path.relative(root, path.resolve(root, file));
  if (Array.isArray(json.testResults)) {
    return json.testResults.flatMap((result) =>
      (result.assertionResults ?? []).map((t) => ({ file: rel(result.name), title: t.fullName, ms: t.duration ?? 0 })),
    );
  }
  const out = [];
  const base = json.config?.rootDir ?? root;
  const walk = (suite, file, titles) => {
    const here = suite.file ?? file;
    const names =
      suite.title && suite.title !== here && suite.title !== path.basename(here ?? "")
        ? [...titles, suite.title]
        : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // Every attempt counts: a retried test cost the run all of its attempts.
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const title = [...names, spec.title, test.projectName].filter(Boolean).join(" › ");
        out.push({
          file: path.relative(root, path.resolve(base, spec.file ?? here)),
          title,
          ms,
          retried: (test.results ?? []).length > 1,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here, names);
  };
  for (const suite of json.suites ?? []) walk(suite, suite.file, []);
  return out;
}

/** The slowest files and tests of the JSON results in `dir`. */
export function slowest(dir, root, count = 15) {
  if (!fs.existsSync(dir)) return { files: [], tests: [], retried: [] };
  const tests = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => {
      try {
        return testsOf(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")), root);
      } catch {
        return [];
      }
    });
  const byFile = new Map();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
  return {
    files: [...byFile]
      .map(([file, ms]) => ({ file, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count),
    tests: [...tests].sort((a, b) => b.ms - a.ms).slice(0, count),
    retried: tests.filter((t) => t.retried),
  };
}

export function printSlowest({ files, tests, retried }, log = console.log) {
  const s = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
  if (files.length) {
    log(`\nslowest test files (worker time):`);
    for (const f of files) log(`  ${s(f.ms)}  ${f.file}`);
    log(`slowest tests:`);
    for (const t of tests) log(`  ${s(t.ms)}  ${t.file} › ${t.title}`);
  }
  if (retried.length) {
    log(`tests that ran more than once (retried):`);
    for (const t of retried) log(`  ${t.file} › ${t.title}`);
  }
}

// `node scripts/test-times.mjs before.json after.json`: two runs' files side by side.
if (import.meta.url === `file://${process.argv[1]}` && process.argv.length === 4) {
  const [a, b] = process.argv.slice(2).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
  const before = new Map(a.files.map((f) => [f.file, f.ms]));
  console.log("file | before | after");
  for (const f of b.files)
    console.log(`${f.file} | ${((before.get(f.file) ?? 0) / 1000).toFixed(1)} s | ${(f.ms / 1000).toFixed(1)} s`);
}
