import { beforeAll } from "vitest";
import { createFirestoreRepositories } from "../firestore/index.server";
import type { Repositories } from "../ports";
import { describeRepositoryContract } from "./contract";
import { startFirestoreEmulator } from "./firestore-emulator";

/**
 * Runs against the in-process emulator, or against a real emulator when FIRESTORE_EMULATOR_HOST is
 * already set (then every case runs, including those the in-process one cannot serve).
 */
const external = process.env.FIRESTORE_EMULATOR_HOST;
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>> | undefined;
let repos: Repositories | undefined;

beforeAll(async () => {
  if (!external) {
    emulator = await startFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  }
});

async function clearExternal(projectId: string) {
  const host = process.env.FIRESTORE_EMULATOR_HOST!;
  await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: "DELETE" });
}

describeRepositoryContract("Firestore", {
  async fresh(now) {
    if (emulator) emulator.server.state.clear();
    else await clearExternal("demo-masar");
    // One adapter for the whole file: `now` is the same clock function every time.
    repos ??= createFirestoreRepositories({ projectId: "demo-masar", now });
    return repos;
  },
  unsupported: {
    "completion-statistics": "completions live inside enrolments: no aggregation query counts them (decision 015)",
    ...(external
      ? {}
      : {
          "concurrent-transactions":
            "the in-process emulator does not detect concurrent-transaction conflicts; set FIRESTORE_EMULATOR_HOST to a real emulator to run it",
        }),
  },
  async teardown() {
    await repos?.close();
    emulator?.stop();
    if (!external) delete process.env.FIRESTORE_EMULATOR_HOST;
  },
});
