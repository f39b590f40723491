import type { PaperRule, Quiz } from "@masar/domain/practice/quiz";
import type { QuizRepository } from "../ports";
import { flag } from "./columns";
import type { SqliteContext } from "./context.server";

/** A row of `quizzes` (migration 13); the rule is JSON. */
interface QuizRow {
  course_id: string;
  id: string;
  rule: string;
  shuffle_questions: 0 | 1;
  shuffle_options: 0 | 1;
  pass_percent: number;
  updated_at: number;
}

function quizFromRow(r: QuizRow): Quiz {
  // Written by `put` from a typed rule; the port validates settings, the store keeps them.
  const rule: PaperRule = JSON.parse(r.rule);
  return {
    id: r.id,
    courseId: r.course_id,
    rule,
    shuffleQuestions: r.shuffle_questions === 1,
    shuffleOptions: r.shuffle_options === 1,
    passPercent: r.pass_percent,
    updatedAt: new Date(r.updated_at),
  };
}

export function createQuizRepository({ db, now }: SqliteContext): QuizRepository {
  const get = (courseId: string, quizId: string) => {
    const row = db
      .prepare<[string, string], QuizRow>("SELECT * FROM quizzes WHERE course_id = ? AND id = ?")
      .get(courseId, quizId);
    return row ? quizFromRow(row) : null;
  };
  return {
    get: async (courseId, quizId) => get(courseId, quizId),
    async put(courseId, quizId, settings) {
      db.prepare<QuizRow>(
        `INSERT INTO quizzes (course_id, id, rule, shuffle_questions, shuffle_options, pass_percent, updated_at)
         VALUES (@course_id, @id, @rule, @shuffle_questions, @shuffle_options, @pass_percent, @updated_at)
         ON CONFLICT (course_id, id) DO UPDATE SET rule = excluded.rule, shuffle_questions = excluded.shuffle_questions,
           shuffle_options = excluded.shuffle_options, pass_percent = excluded.pass_percent, updated_at = excluded.updated_at`,
      ).run({
        course_id: courseId,
        id: quizId,
        rule: JSON.stringify(settings.rule),
        shuffle_questions: flag(settings.shuffleQuestions),
        shuffle_options: flag(settings.shuffleOptions),
        pass_percent: settings.passPercent,
        updated_at: now().getTime(),
      });
      return get(courseId, quizId)!;
    },
    async remove(courseId, quizId) {
      return db.prepare("DELETE FROM quizzes WHERE course_id = ? AND id = ?").run(courseId, quizId).changes > 0;
    },
  };
}
