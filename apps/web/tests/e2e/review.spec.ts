import { expect, test, type Locator } from "@playwright/test";
import { expectToastAfter, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { axe } from "./axe";
import { addDays } from "./calendar-helpers";
import { chooseDate } from "./date-fields";
import { PINNED_AT, pinClock } from "./clock";
import { publishedQuizCourse } from "./practice-helpers";

/**
 * Spaced review, as a student meets it (Arabic, phone): she plans her exam ten days ahead, misses two
 * of three questions in a practice quiz, finds "2 to review" on tomorrow's date in her calendar (both
 * clocks moved a day on), reviews them from there, one right and one wrong, and both come back on later
 * days before her exam. axe on the review page in both languages. The rules (FSRS, the exam bound, the
 * daily limit, refusals, payloads) are the service's and request-level tests'.
 */

const GIFT = [
  "::sum::ما ناتج ٢ + ٣؟ {#5}",
  "",
  "::capital::القاهرة عاصمة مصر. {T}",
  "",
  "::prime::أيّ الأعداد التالية عدد أولي؟ {=سبعة ~ثمانية ~تسعة ~عشرة}",
].join("\n");

/** Each question by its stem: a wrong answer (the quiz) and the right one (the review). */
const QUESTIONS: { stem: string; wrong?: (q: Locator) => Promise<void>; right: (q: Locator) => Promise<void> }[] = [
  {
    stem: "٢ + ٣",
    wrong: (q) => q.getByTestId("quiz-input").fill("٧"),
    right: (q) => q.getByTestId("quiz-input").fill("٥"),
  },
  {
    stem: "عدد أولي",
    wrong: (q) => q.getByTestId("quiz-option").filter({ hasText: "ثمانية" }).click(),
    right: (q) => q.getByTestId("quiz-option").filter({ hasText: "سبعة" }).click(),
  },
  { stem: "عاصمة مصر", right: (q) => q.getByTestId("quiz-option").filter({ hasText: "صح" }).click() },
];
const planOf = async (question: Locator) => {
  const stem = (await question.getByTestId("question-stem").textContent()) ?? "";
  const plan = QUESTIONS.find((q) => stem.includes(q.stem));
  expect(plan, stem).toBeDefined();
  return plan!;
};

const DAY = 24 * 60 * 60 * 1000;

test("missed questions come back on planned days before the exam, reviewed from the calendar (ar, phone)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const courseId = await publishedQuizCourse(browser, GIFT, "review");
  const student = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const start = PINNED_AT ?? Date.now();
  await pinClock(student, start);
  await useLanguage(student, "ar");
  await signUpFreshStudent(student, "review-student");
  await student.goto(`/course/${courseId}`);
  await hydrated(student);
  await student.locator("[data-enroll=free]:visible").first().click();
  await expect(student).toHaveURL(new RegExp(`/course-content/${courseId}`));

  // Her exam in ten days, planned in the calendar.
  await student.goto("/study-progress?view=agenda");
  await hydrated(student);
  const today = (await student.locator("[data-slot=calendar]").getAttribute("data-today"))!;
  const examDate = addDays(today, 10);
  const plan = student.locator("#exam-plan form#plan-form");
  await plan.locator('select[name="courseId"]').selectOption(courseId);
  await chooseDate(plan.locator("#plan-form-examDate"), examDate);
  await expectToastAfter(student, /خُطط/, () => plan.locator('button[type="submit"]').click());

  // The quiz, one question a screen: two answered wrong and one right, each checked.
  await student.goto(`/course-content/${courseId}`);
  await student.goto((await student.locator('[data-lesson-kind="quiz"]').first().getAttribute("href"))!);
  await student.getByTestId("open-quiz").click();
  await hydrated(student);
  await student.getByTestId("start-attempt").click();
  await expect(student.getByTestId("quiz-taking")).toBeVisible();
  const path = new URL(student.url()).pathname;
  for (let n = 1; n <= 3; n++) {
    await student.goto(`${path}?q=${n}`);
    await hydrated(student);
    const question = student.locator(`[data-testid="quiz-question"][data-question-number="${n}"]`);
    const answer = await planOf(question);
    await (answer.wrong ?? answer.right)(question);
    await question.getByTestId("check-answer").click();
    await expect(question.getByTestId("feedback")).toHaveAttribute("data-correct", answer.wrong ? "false" : "true");
  }

  // Tomorrow: her calendar says two to review today, and takes her to them.
  const tomorrow = addDays(today, 1);
  await pinClock(student, start + DAY);
  await student.goto("/study-progress?view=agenda");
  await hydrated(student);
  const due = student.locator(`[data-slot=day-list] [data-slot=review-count][data-date="${tomorrow}"]`);
  await expect(due).toHaveText("سؤالان للمراجعة");
  await due.click();
  await expect(student).toHaveURL("/review");
  await hydrated(student);
  await expect(student.getByTestId("review-due")).toHaveText("سؤالان للمراجعة اليوم");
  await axe(student, "review, a question (ar, phone)");

  // The first right, the second wrong; each says when it comes back, before the exam.
  for (const right of [true, false]) {
    const question = student.getByTestId("review-question");
    const answer = await planOf(question);
    await (right ? answer.right : answer.wrong!)(question);
    await question.getByTestId("check-review").click();
    const answered = student.getByTestId("review-answered");
    await expect(answered.getByTestId("feedback")).toHaveAttribute("data-correct", String(right));
    await expect(answered.getByTestId("review-comes-back")).toContainText("امتحانك يوم");
    await hydrated(student);
    await answered.getByTestId("review-next").click();
  }
  await expect(student.getByTestId("review-empty")).toBeVisible();

  // Both are planned again on later days, before the exam: the calendar shows them there.
  await student.goto(`/study-progress?view=agenda&date=${tomorrow}`);
  await hydrated(student);
  const planned = await student
    .locator("[data-slot=day-list] [data-slot=review-count]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-date")!));
  expect(planned.length).toBeGreaterThan(0);
  expect(
    planned.every((d) => d > tomorrow && d < examDate),
    planned.join(", "),
  ).toBe(true);

  // The other language: the review page in English on a wide screen.
  await useLanguage(student, "en");
  await student.setViewportSize({ width: 1280, height: 900 });
  await student.goto("/review");
  await hydrated(student);
  await expect(student.getByTestId("review-empty")).toContainText("Your next review is on");
  await axe(student, "review, nothing due (en)");
});
