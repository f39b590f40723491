import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { slowest, testsOf } from "./test-times.mjs";

const root = "/repo";
const playwright = {
  config: { rootDir: "/repo/apps/web/tests/e2e" },
  suites: [
    {
      title: "calendar.spec.ts",
      file: "calendar.spec.ts",
      specs: [],
      suites: [
        {
          title: "calendar in en",
          file: "calendar.spec.ts",
          specs: [
            {
              title: "the feed",
              file: "calendar.spec.ts",
              tests: [{ projectName: "others", results: [{ duration: 40_000 }, { duration: 30_000 }] }],
            },
          ],
        },
      ],
    },
    {
      title: "home.spec.ts",
      file: "home.spec.ts",
      specs: [
        { title: "counts", file: "home.spec.ts", tests: [{ projectName: "others", results: [{ duration: 5_000 }] }] },
      ],
    },
  ],
};
const vitest = {
  testResults: [
    { name: "/repo/apps/web/app/x.test.ts", assertionResults: [{ fullName: "x works", duration: 12 }] },
    { name: "/repo/packages/ui/src/y.test.tsx", assertionResults: [{ fullName: "y works", duration: 900 }] },
  ],
};

describe("test times", () => {
  it("reads Playwright's and Vitest's JSON results, counting every attempt of a retried test", () => {
    expect(testsOf(playwright, root)).toEqual([
      {
        file: "apps/web/tests/e2e/calendar.spec.ts",
        title: "calendar in en › the feed › others",
        ms: 70_000,
        retried: true,
      },
      { file: "apps/web/tests/e2e/home.spec.ts", title: "counts › others", ms: 5_000, retried: false },
    ]);
    expect(testsOf(vitest, root).map((t) => [t.file, t.ms])).toEqual([
      ["apps/web/app/x.test.ts", 12],
      ["packages/ui/src/y.test.tsx", 900],
    ]);
  });

  it("ranks files and tests of a run's folder, slowest first, and names the retried", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "times-"));
    fs.writeFileSync(path.join(dir, "playwright-e2e.json"), JSON.stringify(playwright));
    fs.writeFileSync(path.join(dir, "vitest-1.json"), JSON.stringify(vitest));
    fs.writeFileSync(path.join(dir, "broken.json"), "{");
    const times = slowest(dir, root, 2);
    expect(times.files.map((f) => f.file)).toEqual([
      "apps/web/tests/e2e/calendar.spec.ts",
      "apps/web/tests/e2e/home.spec.ts",
    ]);
    expect(times.tests.map((t) => t.ms)).toEqual([70_000, 5_000]);
    expect(times.retried.map((t) => t.title)).toEqual(["calendar in en › the feed › others"]);
  });
});
