import http from "node:http";
import { expect, test } from "@playwright/test";
import { DEMO, ownAddress, signUpFreshStudent, uniqueEmail, useLanguage } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * `npm start`'s two server processes behind one port (server/index.ts, server/cluster.ts, decision 035), on a
 * server of this spec's own. Each request below goes on a connection of its own: the cluster's primary
 * hands new connections to its workers in turn, so consecutive requests alternate between the two
 * processes, and what one process changes must be seen by the other.
 */

let own: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A long page-cache life: the cache test below must see entries emptied, not expired.
  // Test routes on: the paying student's address is proved through one (fixtures.ts signUpFreshStudent).
  own = await startOwnServer("cluster", { WEB_CONCURRENCY: "2", PAGE_CACHE_TTL_MS: "600000", ENABLE_TEST_ROUTES: "1" });
  // /healthz answers once the first process listens; the second starts then.
  await expect.poll(() => listening().length, { timeout: 60_000 }).toBe(2);
});

test.afterAll(() => own.stop());

/** The process ids of the "Listening" lines the server printed. */
const listening = () => [...own.output().matchAll(/\[masar\] Listening on \S+ \(process (\d+)\)/g)].map((m) => m[1]);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own (no keep-alive agent). */
function send(
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${own.base}${path}`, { method, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ownAddress() },
  body: new URLSearchParams(fields).toString(),
});

/** The session cookie of a fresh student, signed up through the login form. */
async function freshStudent() {
  const answer = await send(
    "/login",
    form({ intent: "signup", displayName: "Salma Adel", email: uniqueEmail("cluster"), password: "a-good-password" }),
  );
  expect(answer.status).toBe(302);
  const cookie = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  expect(cookie).toContain("masar_session=");
  return cookie;
}

async function signIn(user: { email: string; password: string }) {
  const answer = await send("/login", form({ intent: "login", ...user }));
  expect(answer.status).toBe(302);
  return (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

/** A live notification stream on a connection of its own: the `feed` events it has received so far. */
async function openStream(cookie: string) {
  const feeds: { unreadCount: number }[] = [];
  let buffer = "";
  const request = http.get(`${own.base}/resources/notification-stream?lang=en`, {
    agent: false,
    headers: { Cookie: cookie, Accept: "text/event-stream" },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on("response", resolve);
    request.on("error", reject);
  });
  expect(response.statusCode).toBe(200);
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (/^event: feed$/m.test(event) && data) feeds.push(JSON.parse(data));
    }
  });
  // The first feed says the stream is open and its process watches the user.
  await expect.poll(() => feeds.length).toBe(1);
  return { feeds, close: () => request.destroy() };
}

async function courseIdOf(title: string) {
  const page = await send(`/courses?q=${encodeURIComponent(title)}`, { headers: { Cookie: "appLanguage=en" } });
  const href =
    /data-slot="course-card-action"[^>]*href="\/course\/([^"]+)"|href="\/course\/([^"]+)"[^>]*data-slot="course-card-action"/.exec(
      page.body,
    );
  expect(href, `a course called ${title}`).not.toBeNull();
  return decodeURIComponent(href![1] ?? href![2]!);
}

test("two processes serve the one port, apart from the primary", () => {
  const output = own.output();
  expect(output).toContain("Starting 2 server processes");
  const pids = listening();
  expect(new Set(pids).size).toBe(2);
  expect(pids).not.toContain(String(own.process.pid));
});

test("a change in one process empties the visitor page cache of the other", async () => {
  const visit = async () => (await send("/about", { headers: { Cookie: "appLanguage=en" } })).headers["x-page-cache"];
  // Each process renders the page once and answers it from its own cache after that.
  expect([await visit(), await visit(), await visit(), await visit()]).toEqual(["miss", "miss", "hit", "hit"]);
  // Any request that can change data empties the caches: here a sign-in that fails.
  const refused = await send(
    "/login",
    form({ intent: "login", email: "nobody@example.com", password: "wrong-password" }),
  );
  expect(refused.status).toBe(400);
  // Both processes render the page again.
  expect([await visit(), await visit()]).toEqual(["miss", "miss"]);
});

test("a notification made in one process reaches the student's live streams in both", async () => {
  const cookie = await freshStudent();
  const streams = [];
  for (let i = 0; i < 4; i++) streams.push(await openStream(cookie));
  const before = streams.map((s) => s.feeds[0]!.unreadCount);
  const course = await courseIdOf("Statics");
  const enrolled = await send(`/course/${encodeURIComponent(course)}`, {
    ...form({ intent: "enroll" }),
    headers: { ...form({}).headers, Cookie: cookie },
  });
  expect(enrolled.status).toBe(302);
  // The enrolment's notification, on every stream, whichever process holds it.
  for (const [i, stream] of streams.entries()) {
    await expect.poll(() => stream.feeds.at(-1)!.unreadCount, `stream ${i + 1}`).toBe(before[i]! + 1);
  }
  for (const stream of streams) stream.close();
});

test("a course archived in one process leaves the catalogue of both", async () => {
  const student = await signIn(DEMO.student);
  const admin = await signIn(DEMO.admin);
  // Signed-in pages are never cached: each process answers from its own catalogue snapshot.
  const count = async () => {
    const found = await send("/courses?q=Statics", { headers: { Cookie: `${student}; appLanguage=en` } });
    expect(found.status).toBe(200);
    return found.body.match(/data-slot="course-card-action"/g)?.length;
  };
  expect([await count(), await count()]).toEqual([1, 1]);
  const course = await courseIdOf("Statics");
  const archived = await send("/manage-all-courses", {
    ...form({ intent: "archive", courseId: course }),
    headers: { ...form({}).headers, Cookie: admin },
  });
  expect(archived.status).toBeLessThan(400);
  expect([await count(), await count()]).toEqual([undefined, undefined]);
});

test("a card payment in the local Paymob sandbox goes through whichever process each step lands on", async ({
  browser,
}) => {
  // The journey on two processes. The intention (server to sandbox), the checkout page, the tester's
  // choice, the signed callback (sandbox to server) and the return may each land on either process;
  // which one is the browser's and the server's connection pools' choice, so this does not prove that a
  // step crossed: the two-sandboxes-over-one-file tests (app/payments/sandbox*.test.ts) do.
  const context = await browser.newContext({ baseURL: own.base });
  const page = await context.newPage();
  try {
    await useLanguage(page, "en");
    await signUpFreshStudent(page, "cluster-pay");
    for (const title of ["Data Structures and Algorithms", "Operating Systems", "Linear Algebra"]) {
      const id = await courseIdOf(title);
      await page.goto(`/payment/${encodeURIComponent(id)}`);
      await page.getByRole("button", { name: /^Pay .* online$/ }).click();
      await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\/\?publicKey=/);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page).toHaveURL(/\/payment\/[^/]+\/result\?/);
      await expect(page.getByRole("heading", { name: "Payment received — you are enrolled" }), title).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

const alive = (pid: string) => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};

test("a server process that dies is replaced, and the site answers throughout", async () => {
  const [first] = listening();
  process.kill(Number(first), "SIGKILL");
  await expect.poll(() => alive(first!)).toBe(false);
  // The survivor answers while the replacement starts.
  for (let i = 0; i < 4; i++) expect((await send("/healthz")).status).toBe(200);
  await expect.poll(() => listening().length, { timeout: 60_000 }).toBe(3);
  expect(own.output()).toMatch(new RegExp(`Server process ${first} ended \\(SIGKILL\\)`));
});

test("SIGTERM reaches every server process; the primary exits cleanly after the last", async () => {
  const workers = listening().filter(alive);
  expect(workers).toHaveLength(2);
  const exited = new Promise<number | null>((resolve) => own.process.once("exit", (code) => resolve(code)));
  own.process.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(own.output().match(/SIGTERM: finishing in-flight requests/g)).toHaveLength(2);
  for (const pid of workers) expect(alive(pid), `process ${pid}`).toBe(false);
});
