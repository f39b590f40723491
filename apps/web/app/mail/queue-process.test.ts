import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startSmtpReceiver } from "./smtp-receiver.testing";
import { renderMail } from "./templates.server";

/**
 * The process's own queue, as the services use it: configured from the environment (SMTP_URL and
 * MAIL_FROM here), over the process's repositories. Set before anything reads the configuration.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-mail-process-"));
const receiver = await startSmtpReceiver();
const saved = { ...process.env };
Object.assign(process.env, {
  DATABASE_PATH: path.join(dir, "masar.db"),
  SEED_DEMO: "0",
  SMTP_URL: receiver.url,
  MAIL_FROM: "Masar <no-reply@masar.test>",
});
const { queueMail } = await import("./queue.server");
const { getRepositories } = await import("#app/repositories.server");

afterAll(async () => {
  await (await getRepositories()).close();
  await receiver.close();
  process.env = saved;
  fs.rmSync(dir, { recursive: true, force: true });
});

it("queueMail stores the mail and returns; the process's worker sends it through SMTP_URL from MAIL_FROM", async () => {
  const mail = renderMail("password-changed", { to: "lina@example.com", locale: "en" }, { name: "Lina" });
  const queued = await queueMail(mail);
  // Returned before any sending: the request that queued it never waits for the mail server.
  expect(queued).toMatchObject({ status: "queued", attempts: 0, to: "lina@example.com" });
  expect(receiver.received).toEqual([]);
  const got = await receiver.waitFor((m) => m.envelope.to.includes("lina@example.com"));
  expect(got.envelope.from).toBe("no-reply@masar.test");
  expect(got.parsed.subject).toBe("Your Masar password was changed");
  const repos = await getRepositories();
  await expect.poll(async () => (await repos.mailQueue.get(queued.id))?.status).toBe("sent");
});
