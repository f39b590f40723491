/**
 * The demo student's passed practice attempt (issue 32), so her finished course shows a result and a
 * review after `npm start`: a paper drawn as the service draws one, every question answered and checked,
 * all right but the last two, submitted twelve minutes after it started.
 */
import { correctResponse, gradeResponse } from "@masar/domain/practice/grading";
import { drawPaper } from "@masar/domain/practice/paper";
import type { Question, QuestionBody, QuestionResponse } from "@masar/domain/practice/question";
import type { AttemptAnswer, AttemptResult, NewAttempt, QuizSettings } from "@masar/domain/practice/quiz";
import { attemptResult } from "@masar/domain/practice/result";

const MINUTE = 60_000;
/** Fixed, so the demo's attempt is the same paper on every seeding. */
const PAPER_SEED = 2025;
/** How many of the paper's last questions she got wrong. */
const WRONG = 2;

export interface DemoAttempt {
  attempt: NewAttempt;
  answers: AttemptAnswer[];
  result: AttemptResult;
  submittedAt: Date;
}

/** The right answer as a student would give it. */
export function rightResponse(body: QuestionBody): QuestionResponse {
  const right = correctResponse(body);
  switch (right.type) {
    case "single":
      return { type: "single", optionId: right.optionIds[0] ?? "" };
    case "multiple":
      return { type: "multiple", optionIds: right.optionIds };
    case "trueFalse":
      return right;
    case "numeric":
      return { type: "numeric", text: String(right.answer?.value ?? "") };
    case "shortText":
      return { type: "shortText", text: right.text ?? "" };
  }
}

/** A plausible wrong answer: a wrong option, the other truth value, a number off by half, a guess. */
export function wrongResponse(body: QuestionBody): QuestionResponse {
  switch (body.type) {
    case "single":
      return { type: "single", optionId: body.options.find((o) => !o.correct)?.id ?? "" };
    case "multiple":
      return { type: "multiple", optionIds: body.options.filter((o) => !o.correct).map((o) => o.id) };
    case "trueFalse":
      return { type: "trueFalse", value: !body.answer };
    case "numeric":
      return { type: "numeric", text: String((body.answers[0]?.value ?? 0) * 1.5 + 1) };
    case "shortText":
      return { type: "shortText", text: "لا أعرف" };
  }
}

export function demoAttempt(
  ids: { courseId: string; quizId: string; userId: string },
  bank: readonly Question[],
  settings: QuizSettings,
  startedAt: Date,
): DemoAttempt {
  const paper = drawPaper(settings, bank, PAPER_SEED);
  const byId = new Map(bank.map((q) => [q.id, q]));
  const answers = paper.flatMap((item, i): AttemptAnswer[] => {
    const question = byId.get(item.questionId);
    if (!question) return [];
    const response = i < paper.length - WRONG ? rightResponse(question.body) : wrongResponse(question.body);
    return [
      {
        questionId: item.questionId,
        response,
        grade: gradeResponse(question.body, response),
        checked: true,
        savedAt: new Date(startedAt.getTime() + (i + 1) * MINUTE),
      },
    ];
  });
  return {
    attempt: { ...ids, seed: PAPER_SEED, paper, startedAt },
    answers,
    result: attemptResult(paper, Object.fromEntries(answers.map((a) => [a.questionId, a])), settings.passPercent),
    submittedAt: new Date(startedAt.getTime() + (paper.length + 2) * MINUTE),
  };
}
