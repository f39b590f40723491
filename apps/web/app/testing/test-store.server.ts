/**
 * A real SQLite file of the test file's own, for service and route tests. Call it at the top of the test
 * file, before importing (dynamically) anything that reads the configuration: the environment is parsed
 * once per process. The store is closed and its folder removed after the file's tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

export function useTestStore(name: string, options: { demo?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `masar-${name}-`));
  process.env.DATABASE_PATH = path.join(dir, "masar.db");
  process.env.SEED_DEMO = options.demo ? "1" : "0";
  afterAll(async () => {
    const { getRepositories } = await import("#app/repositories.server");
    await (await getRepositories()).close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
