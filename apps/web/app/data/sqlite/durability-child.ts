/** Child process for durability.test.ts: writes and acknowledges each write on stdout, forever. */
import { createSqliteRepositories } from "./index.server";

const repos = createSqliteRepositories(process.argv[2]!);
let i = 0;
for (;;) {
  const n = await repos.notifications.add({ userId: "durable", title: `write ${i++}` });
  process.stdout.write(`ACK ${n.id}\n`);
  await new Promise((r) => setTimeout(r, 1));
}
