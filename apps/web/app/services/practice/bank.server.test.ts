/**
 * The question bank's and the quiz settings' services on a real SQLite file: another teacher (or a
 * student) is refused on every function and nothing changes; ids below the course (a lesson tag, a
 * question of a fixed list) must be this course's; an import with any error writes nothing and one
 * without writes every question at once; the export reads back through the parser; the statistics
 * count submitted attempts only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { QuestionContent } from "@masar/domain/practice/question";
import { DEFAULT_QUIZ_SETTINGS, type QuizSettings } from "@masar/domain/practice/quiz";
import { lessonFormSchema } from "@masar/domain/teaching-schema";
import { courseInput } from "#app/data/contract/harness";
import { admin, ensureActorProfiles, other, owner, student } from "#app/testing/staff-actors.server";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("practice-bank");

const { getRepositories } = await import("#app/repositories.server");
const bank = await import("./bank.server");
const quizzes = await import("./quiz-settings.server");
const lessons = await import("#app/services/teaching/lessons.server");
const { parseGift } = await import("@masar/domain/practice/gift-import");

const question = (stem: string, tags: Partial<QuestionContent["tags"]> = {}): QuestionContent => ({
  stem: { ar: "", en: stem },
  explanation: { ar: "", en: "" },
  body: {
    type: "single",
    options: [
      { id: "a", text: { ar: "", en: "Right" }, correct: true, pinned: false },
      { id: "b", text: { ar: "", en: "Wrong" }, correct: false, pinned: false },
    ],
  },
  tags: { lessonId: null, topic: "", difficulty: null, source: "", ...tags },
});

const GIFT = [
  "::Q1:: What is 2 + 2? {=4 ~3 ~5}",
  "",
  "::Q2:: The Nile flows north. {T}",
  "",
  "::Q3:: What is π to two decimals? {#3.14:0.01}",
  "",
  "::Q4:: Name the capital of Egypt. {=Cairo =القاهرة}",
].join("\n");

const random = (count: number, lessonId: string | null = null): QuizSettings => ({
  rule: { kind: "random", count, filter: { lessonId, topic: "", difficulty: null, source: "" } },
  shuffleQuestions: false,
  shuffleOptions: false,
  passPercent: 60,
});

let courseId: string;
let otherCourseId: string;
let quizLessonId: string;
let textLessonId: string;
let otherLessonId: string;
let questionId: string;

beforeAll(async () => {
  const repos = await getRepositories();
  await ensureActorProfiles(repos);
  courseId = (await repos.courses.create(courseInput({ instructorId: owner.uid }))).id;
  otherCourseId = (await repos.courses.create(courseInput({ instructorId: other.uid }))).id;
  const added = await lessons.addLesson(
    owner,
    courseId,
    lessonFormSchema.parse({ title: { en: "Quiz 1" }, kind: "quiz" }),
    null,
  );
  const text = await lessons.addLesson(
    owner,
    courseId,
    lessonFormSchema.parse({ title: { en: "Limits" }, kind: "text", body: { en: "# Limits" } }),
    null,
  );
  const foreign = await lessons.addLesson(
    other,
    otherCourseId,
    lessonFormSchema.parse({ title: { en: "Theirs" }, kind: "text", body: { en: "x" } }),
    null,
  );
  if (!added.ok || !text.ok || !foreign.ok) throw new Error("lessons not added");
  quizLessonId = added.lesson.id;
  textLessonId = text.lesson.id;
  otherLessonId = foreign.lesson.id;
  const created = await bank.createQuestion(owner, courseId, question("What is a limit?", { lessonId: textLessonId }));
  if (!created.ok) throw new Error("question not created");
  questionId = created.question.id;
});

const bankSize = async (id = courseId) => (await (await getRepositories()).questions.listByCourse(id)).length;

describe("a quiz lesson", () => {
  it("gets the default quiz when added: ten at random from the whole bank, shuffled, pass at 60%", async () => {
    const quiz = await (await getRepositories()).quizzes.get(courseId, quizLessonId);
    expect(quiz).toMatchObject(DEFAULT_QUIZ_SETTINGS);
    expect((await (await getRepositories()).lessons.get(courseId, quizLessonId))!.content).toBe("");
  });
});

describe("another teacher (or a student) is refused on every bank and quiz function, and nothing changes", () => {
  for (const actor of [other, student]) {
    it(`${actor.role} ${actor.uid}`, async () => {
      const forbidden = { ok: false, reason: "forbidden" };
      expect(await bank.listQuestions(actor, courseId)).toEqual(forbidden);
      expect(await bank.getQuestion(actor, courseId, questionId)).toEqual(forbidden);
      expect(await bank.createQuestion(actor, courseId, question("Intruder"))).toEqual(forbidden);
      expect(await bank.updateQuestion(actor, courseId, questionId, question("Changed"))).toEqual(forbidden);
      expect(await bank.removeQuestion(actor, courseId, questionId)).toEqual(forbidden);
      expect(await bank.previewImport(actor, courseId, "gift", GIFT)).toEqual(forbidden);
      expect(await bank.commitImport(actor, courseId, "gift", GIFT)).toEqual(forbidden);
      expect(await bank.exportGift(actor, courseId)).toEqual(forbidden);
      expect(await quizzes.getQuizSettings(actor, courseId, quizLessonId)).toEqual(forbidden);
      expect(await quizzes.putQuizSettings(actor, courseId, quizLessonId, random(3))).toEqual(forbidden);
      expect(await quizzes.quizStatistics(actor, courseId, quizLessonId)).toEqual(forbidden);

      const repos = await getRepositories();
      expect(await bankSize()).toBe(1);
      expect((await repos.questions.get(courseId, questionId))!.stem.en).toBe("What is a limit?");
      expect(await repos.quizzes.get(courseId, quizLessonId)).toMatchObject({ rule: { kind: "random", count: 10 } });
    });
  }

  it("an admin may open and change any course's bank and quiz", async () => {
    expect(await bank.listQuestions(admin, courseId)).toMatchObject({ ok: true, total: 1 });
    expect(await quizzes.getQuizSettings(admin, courseId, quizLessonId)).toMatchObject({ ok: true });
  });

  it("ids below the course must belong to it: the teacher's own course id with another course's question or lesson", async () => {
    const missing = { ok: false, reason: "missing" };
    expect(await bank.getQuestion(other, otherCourseId, questionId)).toEqual(missing);
    expect(await bank.updateQuestion(other, otherCourseId, questionId, question("Changed"))).toEqual(missing);
    expect(await bank.removeQuestion(other, otherCourseId, questionId)).toEqual(missing);
    expect(await quizzes.getQuizSettings(other, otherCourseId, quizLessonId)).toEqual(missing);
    expect(await quizzes.putQuizSettings(other, otherCourseId, quizLessonId, random(3))).toEqual(missing);
    // A lesson that is not a quiz has no quiz settings.
    expect(await quizzes.getQuizSettings(owner, courseId, textLessonId)).toEqual(missing);
    expect(await bankSize()).toBe(1);
  });
});

describe("tags and lists", () => {
  it("refuses a lesson tag of another course, on create and on update", async () => {
    const refused = {
      ok: false,
      reason: "invalid",
      problem: { field: "lessonId", key: "teaching.errors.missingLesson" },
    };
    expect(await bank.createQuestion(owner, courseId, question("Tagged", { lessonId: otherLessonId }))).toEqual(
      refused,
    );
    expect(
      await bank.updateQuestion(owner, courseId, questionId, question("Tagged", { lessonId: otherLessonId })),
    ).toEqual(refused);
    expect(await bankSize()).toBe(1);
    expect((await (await getRepositories()).questions.get(courseId, questionId))!.tags.lessonId).toBe(textLessonId);
  });

  it("filters by tag and searches the stem, topic and source the Arabic-aware way", async () => {
    const extra = await bank.createQuestion(owner, courseId, {
      ...question("Second"),
      stem: { ar: "ما هي النهايه؟", en: "" },
      tags: { lessonId: null, topic: "الإحصاء", difficulty: "hard", source: "Final 2024" },
    });
    expect(extra.ok).toBe(true);
    const ids = async (filters: Partial<typeof bank.NO_FILTERS>) => {
      const listed = await bank.listQuestions(owner, courseId, { ...bank.NO_FILTERS, ...filters });
      if (!listed.ok) throw new Error("not listed");
      return listed.questions.map((q) => q.stem.en || q.stem.ar);
    };
    expect(await ids({})).toEqual(["What is a limit?", "ما هي النهايه؟"]);
    expect(await ids({ q: "النهاية" })).toEqual(["ما هي النهايه؟"]);
    expect(await ids({ q: "الاحصاء" })).toEqual(["ما هي النهايه؟"]);
    expect(await ids({ q: "final" })).toEqual(["ما هي النهايه؟"]);
    expect(await ids({ lessonId: textLessonId })).toEqual(["What is a limit?"]);
    expect(await ids({ difficulty: "hard", topic: "الاحصاء" })).toEqual(["ما هي النهايه؟"]);
    expect(await ids({ type: "numeric" })).toEqual([]);
    if (extra.ok) expect(await bank.removeQuestion(owner, courseId, extra.question.id)).toEqual({ ok: true });
  });
});

describe("import and export", () => {
  it("an import with an error writes nothing, and names the line", async () => {
    const broken = `${GIFT}\n\n::Q5:: Unclosed {=yes ~no`;
    const previewed = await bank.previewImport(owner, courseId, "gift", broken);
    expect(previewed.ok && previewed.parsed.errors.length).toBeGreaterThan(0);
    expect(previewed.ok && previewed.parsed.errors[0]!.line).toBe(9);
    const committed = await bank.commitImport(owner, courseId, "gift", broken);
    expect(committed).toMatchObject({ ok: false, reason: "invalid" });
    expect(await bankSize()).toBe(1);
  });

  it("a preview writes nothing; a commit writes every question", async () => {
    const previewed = await bank.previewImport(owner, courseId, "gift", GIFT);
    expect(previewed).toMatchObject({ ok: true, parsed: { errors: [] } });
    expect(previewed.ok && previewed.parsed.questions.map((q) => q.content.body.type)).toEqual([
      "single",
      "trueFalse",
      "numeric",
      "shortText",
    ]);
    expect(await bankSize()).toBe(1);
    const committed = await bank.commitImport(owner, courseId, "gift", GIFT);
    expect(committed.ok && committed.created.length).toBe(4);
    expect(await bankSize()).toBe(5);
  });

  it("the export reads back through the parser as the same questions", async () => {
    const exported = await bank.exportGift(owner, courseId);
    if (!exported.ok) throw new Error("not exported");
    const stored = await (await getRepositories()).questions.listByCourse(courseId);
    const parsed = parseGift(exported.text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions.map((q) => q.content.body)).toEqual(stored.map((q) => q.body));
    expect(parsed.questions.map((q) => q.content.stem)).toEqual(stored.map((q) => q.stem));
  });
});

describe("quiz settings", () => {
  it("refuses a fixed list with another course's question, and a random rule tagged with another course's lesson", async () => {
    const foreign = await bank.createQuestion(other, otherCourseId, question("Theirs"));
    if (!foreign.ok) throw new Error("not created");
    const fixed: QuizSettings = {
      ...random(1),
      rule: { kind: "fixed", questionIds: [questionId, foreign.question.id] },
    };
    expect(await quizzes.putQuizSettings(owner, courseId, quizLessonId, fixed)).toMatchObject({
      ok: false,
      reason: "invalid",
      problem: { field: "questionIds" },
    });
    expect(await quizzes.putQuizSettings(owner, courseId, quizLessonId, random(2, otherLessonId))).toMatchObject({
      ok: false,
      reason: "invalid",
      problem: { field: "filter.lessonId" },
    });
    expect(await (await getRepositories()).quizzes.get(courseId, quizLessonId)).toMatchObject({ rule: { count: 10 } });
    const own = { ...fixed, rule: { kind: "fixed" as const, questionIds: [questionId] } };
    expect(await quizzes.putQuizSettings(owner, courseId, quizLessonId, own)).toMatchObject({ ok: true, quiz: own });
  });

  it("statistics: attempts, average, pass rate and each question's answered and right, from submitted attempts only", async () => {
    const repos = await getRepositories();
    const [first, second] = (await repos.questions.listByCourse(courseId)).slice(0, 2);
    const paper = [first!, second!].map((q) => ({ questionId: q.id, version: q.version, optionOrder: null }));
    const right = { score: 1, correct: true };
    const wrong = { score: 0, correct: false };
    const take = async (userId: string, grades: ({ score: number; correct: boolean } | null)[], submit: boolean) => {
      const attempt = await repos.attempts.start({
        courseId,
        quizId: quizLessonId,
        userId,
        seed: 1,
        paper,
        startedAt: new Date(),
      });
      for (const [index, grade] of grades.entries()) {
        if (!grade) continue;
        await repos.attempts.saveAnswer(userId, attempt.id, {
          questionId: paper[index]!.questionId,
          response: { type: "trueFalse", value: true },
          grade,
          checked: false,
          savedAt: new Date(),
        });
      }
      if (!submit) return;
      const score = grades.reduce((sum, g) => sum + (g?.score ?? 0), 0);
      const percent = (score / paper.length) * 100;
      await repos.attempts.submit(userId, attempt.id, { score, percent, passed: percent >= 60 }, new Date());
    };
    for (const uid of ["s-1", "s-2", "s-3", "s-4"]) {
      await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: uid, photoURL: null });
    }
    await take("s-1", [right, right], true); // 100%, passed
    await take("s-2", [right, wrong], true); // 50%
    await take("s-3", [wrong, null], true); // 0%, the second left unanswered
    await take("s-4", [right, right], false); // open: not counted
    const stats = await quizzes.quizStatistics(owner, courseId, quizLessonId);
    expect(stats).toEqual({
      ok: true,
      statistics: {
        attempts: 3,
        averagePercent: 50,
        passRate: 33.3,
        questions: [
          { questionId: first!.id, answered: 3, right: 2 },
          { questionId: second!.id, answered: 2, right: 1 },
        ],
      },
    });
  });
});

describe("removing a quiz lesson", () => {
  it("removes its quiz", async () => {
    expect(await lessons.deleteLesson(owner, courseId, quizLessonId)).toEqual({ ok: true });
    expect(await (await getRepositories()).quizzes.get(courseId, quizLessonId)).toBeNull();
  });
});
