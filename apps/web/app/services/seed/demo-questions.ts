/**
 * The demo's practice (issue 32): a bilingual question bank per course category, so that every demo
 * course has questions of all five types after `npm start`, and the quiz each published course ends
 * with. The banks are real university questions with explanations that teach; engineering and science
 * banks write their mathematics in LaTeX.
 */
import type { QuestionContent } from "@masar/domain/practice/question";
import { architecture } from "./questions/architecture";
import { biology } from "./questions/biology";
import { chemistry } from "./questions/chemistry";
import { electronics } from "./questions/electronics";
import { graphic } from "./questions/graphic";
import { mathematics } from "./questions/mathematics";
import { mechanics } from "./questions/mechanics";
import { physics } from "./questions/physics";
import { programming } from "./questions/programming";
import { ux } from "./questions/ux";

/** By course category (the demo catalogue's categories). */
export const DEMO_QUESTION_BANKS: Readonly<Record<string, readonly QuestionContent[]>> = {
  programming,
  electronics,
  mechanics,
  mathematics,
  physics,
  chemistry,
  biology,
  graphic,
  ux,
  architecture,
};

/** The bank of a course's category; empty for a category the demo has none for. */
export function demoQuestions(category: string): readonly QuestionContent[] {
  return Object.hasOwn(DEMO_QUESTION_BANKS, category) ? DEMO_QUESTION_BANKS[category]! : [];
}
