import { randomUUID } from "node:crypto";
import type {
  Difficulty,
  Question,
  QuestionBody,
  QuestionContent,
  QuestionType,
  QuestionVersion,
} from "@masar/domain/practice/question";
import type { PaperItem } from "@masar/domain/practice/quiz";
import type { QuestionRepository } from "../ports";
import type { Db, SqliteContext } from "./context.server";

/** A row of `question_versions` (migration 13): one version's content; the body is JSON. */
interface VersionRow {
  question_id: string;
  version: number;
  course_id: string;
  stem_ar: string;
  stem_en: string;
  explanation_ar: string;
  explanation_en: string;
  type: QuestionType;
  body: string;
  lesson_id: string | null;
  topic: string;
  difficulty: Difficulty | null;
  source: string;
  frozen: 0 | 1;
}

/** A current version joined with its row of `questions`. */
interface QuestionRow extends VersionRow {
  created_at: number;
  updated_at: number;
}

type ContentColumns = Omit<VersionRow, "question_id" | "version" | "course_id" | "frozen">;

function contentColumns(c: QuestionContent): ContentColumns {
  return {
    stem_ar: c.stem.ar,
    stem_en: c.stem.en,
    explanation_ar: c.explanation.ar,
    explanation_en: c.explanation.en,
    type: c.body.type,
    body: JSON.stringify(c.body),
    lesson_id: c.tags.lessonId,
    topic: c.tags.topic,
    difficulty: c.tags.difficulty,
    source: c.tags.source,
  };
}

function contentFromRow(r: VersionRow): QuestionContent {
  // Written by contentColumns from a typed body; the port validates content, the store keeps it.
  const body: QuestionBody = JSON.parse(r.body);
  return {
    stem: { ar: r.stem_ar, en: r.stem_en },
    explanation: { ar: r.explanation_ar, en: r.explanation_en },
    body,
    tags: { lessonId: r.lesson_id, topic: r.topic, difficulty: r.difficulty, source: r.source },
  };
}

const versionFromRow = (r: VersionRow): QuestionVersion => ({
  ...contentFromRow(r),
  questionId: r.question_id,
  version: r.version,
  courseId: r.course_id,
});

const questionFromRow = (r: QuestionRow): Question => ({
  ...contentFromRow(r),
  id: r.question_id,
  courseId: r.course_id,
  version: r.version,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const CURRENT = `SELECT v.*, q.created_at, q.updated_at FROM questions q
  JOIN question_versions v ON v.question_id = q.id AND v.version = q.version`;

/**
 * Marks the paper's versions frozen, inside the caller's transaction (an attempt's start): an edit of
 * any of them from now on makes a new version.
 */
export function freezePaperIn(db: Db, courseId: string, paper: readonly PaperItem[]) {
  const freeze = db.prepare(
    "UPDATE question_versions SET frozen = 1 WHERE course_id = ? AND question_id = ? AND version = ? AND frozen = 0",
  );
  for (const item of paper) freeze.run(courseId, item.questionId, item.version);
}

export function createQuestionRepository({ db, stamp }: SqliteContext): QuestionRepository {
  const current = (courseId: string, questionId: string) => {
    const row = db
      .prepare<[string, string], QuestionRow>(`${CURRENT} WHERE q.course_id = ? AND q.id = ? AND q.removed = 0`)
      .get(courseId, questionId);
    return row ?? null;
  };
  const insertVersion = db.prepare<ContentColumns & { question_id: string; version: number; course_id: string }>(
    `INSERT INTO question_versions (question_id, version, course_id, stem_ar, stem_en, explanation_ar, explanation_en,
       type, body, lesson_id, topic, difficulty, source)
     VALUES (@question_id, @version, @course_id, @stem_ar, @stem_en, @explanation_ar, @explanation_en,
       @type, @body, @lesson_id, @topic, @difficulty, @source)`,
  );
  return {
    async listByCourse(courseId) {
      return db
        .prepare<
          [string],
          QuestionRow
        >(`${CURRENT} WHERE q.course_id = ? AND q.removed = 0 ORDER BY q.created_at, q.id`)
        .all(courseId)
        .map(questionFromRow);
    },
    async get(courseId, questionId) {
      const row = current(courseId, questionId);
      return row ? questionFromRow(row) : null;
    },
    async versions(courseId, refs) {
      const one = db.prepare<[string, string, number], VersionRow>(
        "SELECT * FROM question_versions WHERE course_id = ? AND question_id = ? AND version = ?",
      );
      return refs.flatMap((ref) => {
        const row = one.get(courseId, ref.questionId, ref.version);
        return row ? [versionFromRow(row)] : [];
      });
    },
    async create(courseId, contents) {
      const ids = db.transaction(() =>
        contents.map((content) => {
          const id = randomUUID();
          // One stamp each: strictly increasing, so an import lists in its own order.
          const t = stamp();
          db.prepare(
            "INSERT INTO questions (id, course_id, version, removed, created_at, updated_at) VALUES (?, ?, 1, 0, ?, ?)",
          ).run(id, courseId, t, t);
          insertVersion.run({ ...contentColumns(content), question_id: id, version: 1, course_id: courseId });
          return id;
        }),
      )();
      return ids.map((id) => questionFromRow(current(courseId, id)!));
    },
    async update(courseId, questionId, content) {
      const row = db.transaction(() => {
        const found = current(courseId, questionId);
        if (!found) return null;
        const columns = contentColumns(content);
        if (found.frozen === 1) {
          const version = found.version + 1;
          insertVersion.run({ ...columns, question_id: questionId, version, course_id: courseId });
          db.prepare("UPDATE questions SET version = ?, updated_at = ? WHERE id = ?").run(version, stamp(), questionId);
        } else {
          db.prepare(
            `UPDATE question_versions SET stem_ar = @stem_ar, stem_en = @stem_en, explanation_ar = @explanation_ar,
               explanation_en = @explanation_en, type = @type, body = @body, lesson_id = @lesson_id, topic = @topic,
               difficulty = @difficulty, source = @source
             WHERE question_id = @question_id AND version = @version AND frozen = 0`,
          ).run({ ...columns, question_id: questionId, version: found.version });
          db.prepare("UPDATE questions SET updated_at = ? WHERE id = ?").run(stamp(), questionId);
        }
        return current(courseId, questionId);
      })();
      return row ? questionFromRow(row) : null;
    },
    async remove(courseId, questionId) {
      return (
        db
          .prepare("UPDATE questions SET removed = 1, updated_at = ? WHERE course_id = ? AND id = ? AND removed = 0")
          .run(stamp(), courseId, questionId).changes > 0
      );
    },
  };
}
