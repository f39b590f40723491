/**
 * Practice quizzes at the request level (issue 32): who reaches a quiz, that no answer key or
 * explanation reaches the browser before the student has checked that question (page and `.data`),
 * that another user's attempt id is refused on every route, and the attempt's life (drafts, checks,
 * submission) through the real forms and the draft resource route. In process on the built app.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_QUESTION_BANKS } from "#app/services/seed/demo-questions";
import { DEMO } from "../demo-users";
import { inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("practice");

/**
 * Every explanation of every demo bank, in both languages: none may reach the browser before its
 * question is checked (the answer keys themselves are checked where they are built: question-view's test).
 */
const SECRETS = Object.values(DEMO_QUESTION_BANKS)
  .flat()
  .flatMap((q) => [q.explanation.ar, q.explanation.en])
  .filter((e) => e.length >= 24)
  .map((e) => e.slice(0, 24));

const cookies = { student: "", admin: "", stranger: "" };
let courseId = "";
let lessonId = "";
let quizPath = "";

async function freshStudent() {
  const email = `practice-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await call("/login", {
    form: { intent: "signup", displayName: "Salma", email, password: "a-good-password" },
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith("masar_session="))!
    .split(";")[0]!;
}

/** The values of the named inputs (React writes an input's value after its other attributes). */
const fields = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input[^>]*? name="${name}"[^>]*? value="([^"]*)"`, "g"))].map((m) => m[1]!);

beforeAll(async () => {
  cookies.student = await signIn(DEMO.student);
  cookies.admin = await signIn(DEMO.admin);
  cookies.stranger = await freshStudent();
  // The demo student's course in progress (Calculus I), and its quiz lesson from the player's list.
  const learning = await (await call("/my-learning", { cookie: cookies.student })).text();
  const ids = [...learning.matchAll(/href="\/course-content\/([^"?]+)/g)].map((m) => decodeURIComponent(m[1]!));
  for (const id of ids) {
    const player = await (await call(`/course-content/${id}`, { cookie: cookies.student })).text();
    const quiz = /data-lesson-id="([^"]+)" data-lesson-kind="quiz"/.exec(player);
    if (quiz && !player.includes(`data-lesson-id="${quiz[1]}" data-lesson-kind="quiz" data-completed`)) {
      courseId = id;
      lessonId = quiz[1]!;
      break;
    }
  }
  expect(lessonId).not.toBe("");
  quizPath = `/practice/${courseId}/${lessonId}`;
});

describe("who reaches a quiz", () => {
  it("a visitor and a student not enrolled get the enrol call (403), never a question; starting needs a session", async () => {
    for (const cookie of [undefined, cookies.stranger]) {
      for (const url of [quizPath, `${quizPath}.data`]) {
        const response = await call(url, { cookie });
        expect(response.status, url).toBe(403);
        expect(await response.text()).not.toContain("quiz-question");
      }
    }
    const start = await call(quizPath, { form: { intent: "start" } });
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect((await call(quizPath, { form: { intent: "start" }, cookie: cookies.stranger })).status).toBe(403);
  });

  it("an unknown quiz, a lesson that is no quiz and an unknown course are 404", async () => {
    expect((await call(`/practice/${courseId}/no-such-lesson`, { cookie: cookies.student })).status).toBe(404);
    expect((await call(`/practice/no-such-course/${lessonId}`, { cookie: cookies.student })).status).toBe(404);
    const player = await (await call(`/course-content/${courseId}`, { cookie: cookies.student })).text();
    const reading = /data-lesson-id="([^"]+)" data-lesson-kind="(?:text|video|file)"/.exec(player)![1]!;
    expect((await call(`/practice/${courseId}/${reading}`, { cookie: cookies.student })).status).toBe(404);
  });
});

describe("an attempt", () => {
  let attemptId = "";
  let questionIds: string[] = [];
  let html = "";

  it("starts, and its page and data hold the questions but no answer key and no explanation", async () => {
    const started = await call(quizPath, { form: { intent: "start" }, cookie: cookies.student });
    expect(started.status).toBe(302);
    html = await (await call(quizPath, { cookie: cookies.student })).text();
    [attemptId] = fields(html, "attemptId");
    questionIds = fields(html, "questionId");
    expect(questionIds.length).toBe(10);
    const data = await (await call(`${quizPath}.data`, { cookie: cookies.student })).text();
    for (const payload of [html, data]) {
      expect(payload).not.toContain('data-testid="feedback"');
      for (const secret of SECRETS) expect(payload).not.toContain(secret);
    }
    // Starting again (a double click, a second device) resumes the same attempt and paper.
    await call(quizPath, { form: { intent: "start" }, cookie: cookies.student });
    const again = await (await call(quizPath, { cookie: cookies.student })).text();
    expect(fields(again, "attemptId")[0]).toBe(attemptId);
    expect(fields(again, "questionId")).toEqual(questionIds);
  });

  /** The paper's first choice question and one of its options (every demo paper of ten has one). */
  const target = { questionId: "", option: "" };
  const draft = (cookie: string | undefined, form: Record<string, string>) =>
    call("/resources/practice-answer", {
      cookie,
      form: { courseId, lessonId, attemptId, questionId: target.questionId, ...form },
    });

  it("saves drafts idempotently, only for its owner, and refuses what does not answer the question", async () => {
    const section = [...html.matchAll(/<section id="question-([^"]+)"[\s\S]*?<\/section>/g)].find((m) =>
      m[0].includes('name="option"'),
    )!;
    target.questionId = section[1]!;
    target.option = fields(section[0], "option")[1]!;
    const answer = { option: target.option };
    expect((await draft(cookies.student, answer)).status).toBe(204);
    expect((await draft(cookies.student, answer)).status).toBe(204);
    expect((await draft(cookies.admin, answer)).status).toBe(404);
    expect((await draft(undefined, answer)).status).toBe(401);
    expect((await draft(cookies.student, { option: "no-such-option" })).status).toBe(400);
    expect((await draft(cookies.student, {})).status).toBe(400);
    expect((await draft(cookies.student, { text: "x".repeat(501) })).status).toBe(400);
    expect((await draft(cookies.student, { ...answer, questionId: "not-in-paper" })).status).toBe(404);
    // Another user's attempt is not there for them: not its page, not its answers, not its submission.
    expect((await call(`${quizPath}?attempt=${attemptId}`, { cookie: cookies.admin })).status).toBe(404);
    const forged = await call(quizPath, {
      cookie: cookies.admin,
      form: { intent: "check", attemptId, questionId: target.questionId, ...answer },
    });
    expect(forged.status).toBe(404);
    expect((await call(quizPath, { cookie: cookies.admin, form: { intent: "submit", attemptId } })).status).toBe(404);
    // The draft is kept: it comes back on the page, chosen, still without feedback.
    const page = await (await call(quizPath, { cookie: cookies.student })).text();
    expect(page).not.toContain('data-testid="feedback"');
    expect(page).toMatch(new RegExp(`<input[^>]*? name="option"[^>]*? checked="" value="${target.option}"`));
  });

  it("checks an answer: it becomes final and only its feedback shows", async () => {
    const checked = await call(quizPath, {
      cookie: cookies.student,
      form: { intent: "check", attemptId, questionId: target.questionId, option: target.option },
    });
    expect([checked.status, checked.headers.get("location")]).toEqual([
      302,
      `${quizPath}#question-${target.questionId}`,
    ]);
    const page = await (await call(quizPath, { cookie: cookies.student })).text();
    expect(page.match(/data-testid="feedback"/g)).toHaveLength(1);
    expect((await draft(cookies.student, { option: target.option })).status).toBe(409);
  });

  it("submits once; the result shows every question's feedback; a new start is a new attempt", async () => {
    const submitted = await call(quizPath, { cookie: cookies.student, form: { intent: "submit", attemptId } });
    expect([submitted.status, submitted.headers.get("location")]).toEqual([302, `${quizPath}?attempt=${attemptId}`]);
    const again = await call(quizPath, { cookie: cookies.student, form: { intent: "submit", attemptId } });
    expect(again.headers.get("location")).toBe(`${quizPath}?attempt=${attemptId}`);
    const result = await (await call(`${quizPath}?attempt=${attemptId}`, { cookie: cookies.student })).text();
    expect(result).toContain('data-testid="quiz-result"');
    expect(result.match(/data-testid="feedback"/g)).toHaveLength(10);
    expect((await draft(cookies.student, { text: "1", value: "false", option: "a" })).status).toBe(409);
    await call(quizPath, { form: { intent: "start" }, cookie: cookies.student });
    const next = await (await call(quizPath, { cookie: cookies.student })).text();
    expect(fields(next, "attemptId")[0]).not.toBe(attemptId);
  });

  it("remembers the student's layout in a cookie of the quiz pages' own", async () => {
    const chosen = await call(quizPath, { cookie: cookies.student, form: { intent: "layout", layout: "all", q: "3" } });
    expect([chosen.status, chosen.headers.get("location")]).toEqual([302, `${quizPath}?q=3`]);
    expect(chosen.headers.get("set-cookie")).toMatch(/^masar_quiz_layout=all; Path=\/practice; .*HttpOnly/);
    const page = await call(quizPath, { cookie: `${cookies.student}; masar_quiz_layout=all` });
    expect(await page.text()).toContain('data-layout="all"');
  });

  it("refuses malformed posts with a 400, never a 500", async () => {
    const forms: Record<string, string>[] = [
      {},
      { intent: "hack" },
      { intent: "check" },
      { intent: "save", attemptId },
      { intent: "layout", layout: "sideways" },
    ];
    for (const form of forms) {
      expect((await call(quizPath, { cookie: cookies.student, form })).status, JSON.stringify(form)).toBe(400);
    }
  });
});

describe("a quiz lesson that goes while an attempt is open", () => {
  it("takes no more answers: the save checks the lesson as well as the attempt", async () => {
    await call(quizPath, { form: { intent: "start" }, cookie: cookies.student });
    const html = await (await call(quizPath, { cookie: cookies.student })).text();
    const [attemptId] = fields(html, "attemptId");
    const section = [...html.matchAll(/<section id="question-([^"]+)"[\s\S]*?<\/section>/g)].find((m) =>
      m[0].includes('name="option"'),
    )!;
    const save = () =>
      call("/resources/practice-answer", {
        cookie: cookies.student,
        form: {
          courseId,
          lessonId,
          attemptId: attemptId!,
          questionId: section[1]!,
          option: fields(section[0], "option")[0]!,
        },
      });
    expect((await save()).status).toBe(204);
    // The course's staff (here the admin) removes the quiz lesson; the open attempt stays stored.
    const removed = await call(`/instructor/courses/${courseId}/lessons`, {
      cookie: cookies.admin,
      form: { intent: "delete", lessonId },
    });
    expect(removed.status).toBeLessThan(400);
    expect((await save()).status).toBe(404);
  });
});
