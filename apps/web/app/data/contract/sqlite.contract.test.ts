import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSqliteRepositories } from "../sqlite/index.server";
import type { Repositories } from "../ports";
import { describeRepositoryContract } from "./contract";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-contract-"));
let current: Repositories | undefined;
let n = 0;

describeRepositoryContract("SQLite", {
  async fresh(now) {
    await current?.close();
    // A real file (WAL and all), new for every test.
    current = createSqliteRepositories(path.join(dir, `test-${n++}.db`), { now });
    return current;
  },
  async teardown() {
    await current?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  },
});
