import { expect, test, type Page } from "@playwright/test";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { axe } from "./axe";
import { addQuizAndPublish, createCourse, freshTeacher } from "./practice-helpers";

/**
 * Practice (issue 32), with a teacher and a student of the spec's own: the teacher (English, desktop)
 * imports a GIFT bank whose one bad line is named, fixes it, imports five questions and adds a quiz
 * lesson; a student (Arabic, phone) enrols, takes the quiz answering in Arabic-Indic digits, reloads
 * half-way and finds the same paper and her answers, checks each answer, finishes at 100% and the lesson
 * turns complete. axe runs on the import preview, the bank and the quiz page in both languages.
 * What needs no browser (access, answers absent from payloads, refusals) is tests/server/practice.test.ts's.
 */

const BANK = (planet: string) =>
  [
    "// A Masar end-to-end bank",
    "::sum::ما ناتج ٢ + ٣؟ {#5}",
    "",
    "::capital::القاهرة عاصمة مصر. {T}",
    "",
    "::prime::أيّ الأعداد التالية عدد أولي؟ {=سبعة ~ثمانية ~تسعة ~عشرة}",
    "",
    planet,
    "",
    "::pi::اكتب قيمة $\\pi$ لرقمين عشريين. {#3.14:0.005}",
  ].join("\n");
const BAD_PLANET = "::planet::ما اسم أكبر كوكب في المجموعة الشمسية؟ {=المشتري";
const GOOD_PLANET = "::planet::ما اسم أكبر كوكب في المجموعة الشمسية؟ {=المشتري}";

/** How the student answers each question, told by its stem. */
const ANSWERS: { stem: string; answer: (q: ReturnType<Page["locator"]>) => Promise<void> }[] = [
  { stem: "٢ + ٣", answer: (q) => q.getByTestId("quiz-input").fill("٥") },
  { stem: "عاصمة مصر", answer: (q) => q.getByTestId("quiz-option").filter({ hasText: "صح" }).click() },
  { stem: "عدد أولي", answer: (q) => q.getByTestId("quiz-option").filter({ hasText: "سبعة" }).click() },
  { stem: "أكبر كوكب", answer: (q) => q.getByTestId("quiz-input").fill("المُشتري") },
  { stem: "لرقمين عشريين", answer: (q) => q.getByTestId("quiz-input").fill("٣٫١٤") },
];

/**
 * Question `n` once it is the one on screen (a phone shows one at a time), and what the student answers
 * to it. Found by its number, never as "the visible one": right after a click on "Next" the previous
 * question is still visible until the navigation lands.
 */
async function current(page: Page, n: number) {
  const question = page.locator(`[data-testid="quiz-question"][data-question-number="${n}"]`);
  await expect(question).toBeVisible();
  const stem = (await question.getByTestId("question-stem").textContent()) ?? "";
  const plan = ANSWERS.find((a) => stem.includes(a.stem));
  expect(plan, stem).toBeDefined();
  return { question, plan: plan! };
}

test("a teacher imports and fixes a GIFT bank and adds a quiz; a student practises it on a phone in Arabic", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const teacher = await freshTeacher(browser);
  const courseId = await createCourse(teacher, { ar: `تدريب الرياضيات ${stamp}`, en: `Maths practice ${stamp}` });

  // The import: one bad question is one error naming its line; nothing is imported until it is fixed.
  await teacher.goto(`/instructor/courses/${courseId}/questions/import`);
  await hydrated(teacher);
  const text = teacher.locator('textarea[name="text"]');
  await text.fill(BANK(BAD_PLANET));
  await teacher.getByTestId("preview-import").click();
  await expect(teacher.getByTestId("import-errors")).toContainText("Line 8");
  await expect(teacher.getByTestId("commit-import")).toHaveCount(0);
  await axe(teacher, "import preview with an error (en)");
  await teacher.locator('textarea[name="text"]').fill(BANK(GOOD_PLANET));
  await teacher.getByTestId("preview-import").click();
  await expect(teacher.getByTestId("import-errors")).toHaveCount(0);
  await expect(teacher.getByTestId("import-questions-preview").locator("li")).toHaveCount(5);
  await teacher.getByTestId("commit-import").click();
  await expect(teacher).toHaveURL(`/instructor/courses/${courseId}/questions`);
  await expect(teacher.locator("[data-question-id]")).toHaveCount(5);
  await hydrated(teacher);
  await axe(teacher, "bank (en)");

  // A quiz lesson: saving it opens its quiz, ten at random by default (all five here), pass at 60%.
  await addQuizAndPublish(teacher, courseId, { ar: "تدريب الوحدة الأولى", en: "Unit 1 practice" });

  // The student, in Arabic on a phone: enrols for free and opens the quiz from the player.
  const student = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await useLanguage(student, "ar");
  await signUpFreshStudent(student, "practice-student");
  await student.goto(`/course/${courseId}`);
  await hydrated(student);
  await student.locator("[data-enroll=free]:visible").first().click();
  await expect(student).toHaveURL(new RegExp(`/course-content/${courseId}`));
  await student.goto((await student.locator('[data-lesson-kind="quiz"]').first().getAttribute("href"))!);
  await student.getByTestId("open-quiz").click();
  await expect(student).toHaveURL(new RegExp(`/practice/${courseId}/`));
  await hydrated(student);
  await student.getByTestId("start-attempt").click();
  await expect(student.getByTestId("quiz-taking")).toBeVisible();
  await hydrated(student);
  const paper = await student.getByTestId("question-stem").allTextContents();
  expect(paper).toHaveLength(5);

  // Two answers saved as drafts (each change is saved; the page says so), then a reload.
  for (let n = 1; n <= 2; n++) {
    const { question, plan } = await current(student, n);
    await plan.answer(question);
    await expect(question.getByTestId("save-status")).toHaveAttribute("data-state", "saved");
    await student.getByTestId("next-question").click();
  }
  await student.reload();
  await hydrated(student);
  expect(await student.getByTestId("question-stem").allTextContents()).toEqual(paper);
  await expect(student.getByTestId("quiz-navigator").locator('[data-state="answered"]')).toHaveCount(2);
  await axe(student, "quiz, taking (ar, phone)");

  // Each question answered and checked: right, with its feedback, one a screen.
  for (let n = 1; n <= 5; n++) {
    await student.goto(`${new URL(student.url()).pathname}?q=${n}`);
    await hydrated(student);
    const { question, plan } = await current(student, n);
    await plan.answer(question);
    await question.getByTestId("check-answer").click();
    await expect(question.getByTestId("feedback")).toHaveAttribute("data-correct", "true");
  }
  await student.getByTestId("finish-attempt").click();
  await expect(student.getByTestId("result-percent")).toHaveText("١٠٠٪");
  await expect(student.getByTestId("quiz-result")).toContainText("نجحت، واكتمل الدرس.");
  await hydrated(student);
  await axe(student, "quiz, result (ar)");

  // The lesson is complete in the player, and the attempt is on My Learning.
  await student.getByRole("link", { name: "العودة إلى الدرس" }).click();
  await expect(student.getByTestId("quiz-completion")).toHaveText("مكتمل");
  await student.goto("/my-learning");
  await expect(student.getByTestId("practice-record")).toContainText("١٠٠٪");

  // The other language: the quiz's result in English, the bank and the import preview in Arabic.
  await useLanguage(student, "en");
  await student.reload();
  await student.goto((await student.getByTestId("practice-record").getByRole("link").last().getAttribute("href"))!);
  await hydrated(student);
  await expect(student.getByTestId("quiz-result")).toContainText("You passed");
  await axe(student, "quiz, result (en)");
  await useLanguage(teacher, "ar");
  await teacher.goto(`/instructor/courses/${courseId}/questions`);
  await hydrated(teacher);
  await axe(teacher, "bank (ar)");
  await teacher.goto(`/instructor/courses/${courseId}/questions/import`);
  await hydrated(teacher);
  await teacher.locator('textarea[name="text"]').fill(BANK(BAD_PLANET));
  await teacher.getByTestId("preview-import").click();
  await expect(teacher.getByTestId("import-errors")).toContainText("السطر ٨");
  await axe(teacher, "import preview with an error (ar)");
});
