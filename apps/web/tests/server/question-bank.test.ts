/**
 * The question bank's pages at the request level (in process on the built app, in-process.ts): a new
 * quiz lesson leads to its quiz; an import previews a pasted or uploaded text with each error by line,
 * writes nothing until it is clean, then adds every question; a file that is no text is refused beside
 * its field; the bank filters by the address; the GIFT download is named for both kinds of client; the
 * quiz page saves a fixed list and refuses another course's question beside the list.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { flashToastKey, inProcessApp } from "./in-process";

const { call } = await inProcessApp("question-bank");

const GIFT =
  "::Q1:: What is 2 + 2? {=4 ~3 ~5}\n\n::Q2:: النيل يجري شمالًا {T}\n\n$CATEGORY: Limits\n\n::Q3:: g? {#9.8:0.1}\n";

let cookie = "";
let otherCookie = "";
let courseId = "";
let otherCourseId = "";
let quizId = "";

async function teacher(prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await call("/login", {
    form: { intent: "signup", displayName: "Nour", email, password: "a-good-password" },
  });
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("masar_session="))!
    .split(";")[0]!;
  expect((await call("/__test/become-teacher", { cookie: session })).status).toBe(302);
  return session;
}

async function course(session: string) {
  const created = await call("/instructor/courses/new", {
    cookie: session,
    form: { "title.en": "Calculus", faculty: "engineering", level: "beginner", category: "mathematics", price: "0" },
  });
  return /\/instructor\/courses\/([^/]+)\/lessons$/.exec(created.headers.get("location")!)![1]!;
}

/** The import form as the browser sends it: multipart, with a file when one is chosen. */
async function multipart(
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer> },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new File([file.bytes], file.name, { type: "application/octet-stream" }));
  const encoded = new Response(form);
  return call(path, {
    cookie,
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { "Content-Type": encoded.headers.get("Content-Type")! },
  });
}

/** A page's HTML, whole: no NUL byte (React's stream is patched against react#31134, decision 038). */
const html = async (response: Response) => {
  const text = await response.text();
  expect(text).not.toContain("\0");
  return text;
};

const bankIds = async (query = "") =>
  [
    ...(await (await call(`/instructor/courses/${courseId}/questions${query}`, { cookie })).text()).matchAll(
      /data-question-id="([^"]+)"/g,
    ),
  ].map((m) => m[1]!);

beforeAll(async () => {
  cookie = await teacher("bank-owner");
  otherCookie = await teacher("bank-other");
  courseId = await course(cookie);
  otherCourseId = await course(otherCookie);
  const quiz = await call(`/instructor/courses/${courseId}/lessons/new`, {
    cookie,
    form: { "title.en": "Quiz 1", kind: "quiz" },
  });
  expect(quiz.status).toBe(302);
  quizId = /\/instructor\/courses\/[^/]+\/quizzes\/([^/]+)$/.exec(quiz.headers.get("location")!)![1]!;
});

describe("import", () => {
  it("previews a pasted text with each error by line, and imports nothing while one remains", async () => {
    const broken = `${GIFT}\n::Q4:: Unclosed {=yes ~no\n`;
    const preview = await call(`/instructor/courses/${courseId}/questions/import`, {
      cookie,
      form: { intent: "preview", format: "gift", text: broken },
    });
    expect(preview.status).toBe(200);
    const page = await html(preview);
    expect(page).toContain("السطر ٩: هذا السؤال لا يتبع قواعد الصيغة");
    expect(page).not.toContain('data-testid="commit-import"');
    const commit = await call(`/instructor/courses/${courseId}/questions/import`, {
      cookie,
      form: { intent: "commit", format: "gift", text: broken },
    });
    expect(commit.status).toBe(400);
    expect(await bankIds()).toEqual([]);
  });

  it("refuses a file that is no text beside its field", async () => {
    const response = await multipart(
      `/instructor/courses/${courseId}/questions/import`,
      { intent: "preview", format: "gift", text: "" },
      { name: "scan.gift", bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe]) },
    );
    expect(response.status).toBe(400);
    expect(await html(response)).toContain("هذا الملف ليس نصًّا");
  });

  it("previews an uploaded .gift file, then imports every question at once with a toast", async () => {
    const preview = await multipart(
      `/instructor/courses/${courseId}/questions/import`,
      { intent: "preview", format: "gift", text: "" },
      { name: "bank.gift", bytes: new TextEncoder().encode(GIFT) },
    );
    expect(preview.status).toBe(200);
    const page = await html(preview);
    expect(page).toContain('data-testid="commit-import"');
    expect(page).toContain("استيراد الأسئلة (٣)");
    const commit = await call(`/instructor/courses/${courseId}/questions/import`, {
      cookie,
      form: { intent: "commit", format: "gift", text: GIFT },
    });
    expect(commit.status).toBe(302);
    expect(flashToastKey(commit)).toContain("teaching.questions.imported");
    expect(await bankIds()).toHaveLength(3);
  });
});

describe("the bank", () => {
  it("filters by the address: search (Arabic-aware), type and topic", async () => {
    expect(await bankIds("?q=النيل")).toHaveLength(1);
    expect(await bankIds("?type=numeric")).toHaveLength(1);
    expect(await bankIds("?topic=limits")).toHaveLength(1);
    expect(await bankIds("?type=shortText")).toEqual([]);
  });

  it("downloads as GIFT with an ASCII name and the localised one", async () => {
    const response = await call(`/instructor/courses/${courseId}/questions.gift`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="masar-questions-${courseId}.gift"; filename*=UTF-8''` +
        encodeURIComponent("بنك الأسئلة - Calculus.gift"),
    );
    expect(await response.text()).toContain("النيل يجري شمالًا {T}");
  });
});

describe("the quiz page", () => {
  it("saves a fixed list of the bank's questions, and refuses another course's question beside the list", async () => {
    const [first, second] = await bankIds();
    const foreign = await call(`/instructor/courses/${otherCourseId}/questions/new`, {
      cookie: otherCookie,
      form: { type: "trueFalse", "stem.en": "Theirs", answer: "true" },
    });
    expect(foreign.status).toBe(302);
    const theirs = /data-question-id="([^"]+)"/.exec(
      await (await call(`/instructor/courses/${otherCourseId}/questions`, { cookie: otherCookie })).text(),
    )![1]!;
    const path = `/instructor/courses/${courseId}/quizzes/${quizId}`;
    const refused = await call(path, {
      cookie,
      form: { rule: "fixed", questionIds: theirs, passPercent: "70" },
    });
    expect(refused.status).toBe(400);
    expect(await html(refused)).toContain("اختر أسئلة من بنك هذه الدورة فقط");
    const body = new URLSearchParams({ rule: "fixed", passPercent: "70", shuffleOptions: "on" });
    body.append("questionIds", first!);
    body.append("questionIds", second!);
    const saved = await call(path, {
      cookie,
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status).toBe(302);
    const page = await html(await call(path, { cookie }));
    expect(page).toContain('data-testid="quiz-statistics"');
    expect(page.match(/name="questionIds"[^>]*checked=""/g) ?? []).toHaveLength(2);
  });

  it("answers 404 for a lesson that is not a quiz of this course", async () => {
    const lessons = await (await call(`/instructor/courses/${courseId}/lessons`, { cookie })).text();
    expect(lessons).toContain(`/instructor/courses/${courseId}/quizzes/${quizId}`);
    expect((await call(`/instructor/courses/${otherCourseId}/quizzes/${quizId}`, { cookie: otherCookie })).status).toBe(
      404,
    );
  });
});
