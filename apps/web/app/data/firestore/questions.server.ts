import type {
  DocumentData,
  DocumentReference,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Transaction,
} from "firebase-admin/firestore";
import type { Question, QuestionContent, QuestionVersion } from "@masar/domain/practice/question";
import type { PaperItem } from "@masar/domain/practice/quiz";
import type { QuestionRepository } from "../ports";
import { COLLECTIONS, dateOf, type FirestoreContext } from "./context.server";

/**
 * A document of `courses/{courseId}/questions`: the current version's content (what the bank lists,
 * read in one query) beside the version number and whether it was taken out.
 */
interface QuestionDoc extends QuestionContent {
  version: number;
  removed: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A document of `courses/{courseId}/questions/{questionId}/versions/{version}`: every version, kept. */
interface VersionDoc extends QuestionContent {
  version: number;
  /** In an attempt's paper (set by the attempt's start): an edit then makes the next version. */
  frozen: boolean;
}

type StoredQuestion = Question & { removed: boolean };
type StoredVersion = QuestionVersion & { frozen: boolean };

const text = (v: DocumentData | undefined) => ({ ar: v?.ar ?? "", en: v?.en ?? "" });

/** The content fields of a question or version document (the port validates content, the store keeps it). */
function contentOf(d: DocumentData): QuestionContent {
  return {
    stem: text(d.stem),
    explanation: text(d.explanation),
    body: d.body,
    tags: {
      lessonId: d.tags?.lessonId ?? null,
      topic: d.tags?.topic ?? "",
      difficulty: d.tags?.difficulty ?? null,
      source: d.tags?.source ?? "",
    },
  };
}

const contentFields = ({ stem, explanation, body, tags }: QuestionContent): QuestionContent => ({
  stem,
  explanation,
  body,
  tags,
});

const questionConverter: FirestoreDataConverter<StoredQuestion, QuestionDoc> = {
  toFirestore: ({ id: _id, courseId: _courseId, ...fields }: StoredQuestion): QuestionDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): StoredQuestion {
    const d = doc.data();
    return {
      ...contentOf(d),
      id: doc.id,
      courseId: doc.ref.parent.parent?.id ?? "",
      version: Number(d.version),
      removed: d.removed === true,
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

const versionConverter: FirestoreDataConverter<StoredVersion, VersionDoc> = {
  toFirestore: ({ questionId: _q, courseId: _c, ...fields }: StoredVersion): VersionDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): StoredVersion {
    const d = doc.data();
    const question = doc.ref.parent.parent;
    return {
      ...contentOf(d),
      questionId: question?.id ?? "",
      courseId: question?.parent.parent?.id ?? "",
      version: Number(d.version),
      frozen: d.frozen === true,
    };
  },
};

export const questionsOf = (ctx: FirestoreContext, courseId: string) =>
  ctx.db
    .collection(COLLECTIONS.courses)
    .doc(courseId)
    .collection(COLLECTIONS.questions)
    .withConverter(questionConverter);

const versionRef = (ctx: FirestoreContext, courseId: string, questionId: string, version: number) =>
  questionsOf(ctx, courseId)
    .doc(questionId)
    .collection(COLLECTIONS.questionVersions)
    .withConverter(versionConverter)
    .doc(String(version));

/** Every version document a question may have (1 to its current one), for deleting a course. */
export const versionRefsOf = (ctx: FirestoreContext, courseId: string, question: StoredQuestion) =>
  Array.from({ length: question.version }, (_, i) => versionRef(ctx, courseId, question.id, i + 1));

const bankQuestion = ({ removed: _removed, ...question }: StoredQuestion): Question => question;

/**
 * Reads, inside an attempt's start (every read before the first write), the paper's versions that are
 * not frozen yet; `freezeIn` marks them after the attempt is written.
 */
export async function readUnfrozen(
  ctx: FirestoreContext,
  tx: Transaction,
  courseId: string,
  paper: readonly PaperItem[],
): Promise<DocumentReference<StoredVersion, VersionDoc>[]> {
  if (paper.length === 0) return [];
  const snaps = await tx.getAll(...paper.map((item) => versionRef(ctx, courseId, item.questionId, item.version)));
  return snaps.filter((s) => s.exists && s.data()?.frozen === false).map((s) => s.ref);
}

export function freezeIn(tx: Transaction, refs: readonly DocumentReference<StoredVersion, VersionDoc>[]) {
  for (const ref of refs) tx.update(ref, { frozen: true });
}

export function createQuestionRepository(ctx: FirestoreContext): QuestionRepository {
  // Strictly increasing creation times, as the SQLite adapter's stamp: an import lists in its own order.
  let last = 0;
  const stamp = () => new Date((last = Math.max(ctx.now().getTime(), last + 1)));
  const current = async (courseId: string, questionId: string) => {
    const question = (await questionsOf(ctx, courseId).doc(questionId).get()).data();
    return question && !question.removed ? question : null;
  };
  return {
    async listByCourse(courseId) {
      const snap = await questionsOf(ctx, courseId).where("removed", "==", false).orderBy("createdAt").get();
      return snap.docs.map((d) => bankQuestion(d.data()));
    },
    async get(courseId, questionId) {
      const question = await current(courseId, questionId);
      return question && bankQuestion(question);
    },
    async versions(courseId, refs) {
      if (refs.length === 0) return [];
      const keyOf = (questionId: string, version: number) => `${questionId}/${version}`;
      const wanted = new Map(refs.map((r) => [keyOf(r.questionId, r.version), r]));
      // One read of them all (a transaction's getAll keeps the converter's types; read-only takes no locks).
      const snaps = await ctx.db.runTransaction(
        (tx) => tx.getAll(...[...wanted.values()].map((r) => versionRef(ctx, courseId, r.questionId, r.version))),
        { readOnly: true },
      );
      const found = new Map(
        snaps.flatMap((s) => {
          const v = s.data();
          return v ? [[keyOf(v.questionId, v.version), v] as const] : [];
        }),
      );
      return refs.flatMap((r) => {
        const stored = found.get(keyOf(r.questionId, r.version));
        if (!stored) return [];
        const { frozen: _frozen, ...version } = stored;
        return [version];
      });
    },
    async create(courseId, contents) {
      const questions = questionsOf(ctx, courseId);
      return ctx.db.runTransaction(async (tx) => {
        // As SQLite's foreign key: no bank for a course that does not exist.
        const course = await tx.get(ctx.db.collection(COLLECTIONS.courses).doc(courseId));
        if (!course.exists) throw new Error(`No course ${courseId}`);
        return contents.map((content) => {
          const t = stamp();
          const question: StoredQuestion = {
            ...contentFields(content),
            id: questions.doc().id,
            courseId,
            version: 1,
            removed: false,
            createdAt: t,
            updatedAt: t,
          };
          tx.create(questions.doc(question.id), question);
          tx.create(versionRef(ctx, courseId, question.id, 1), {
            ...contentFields(content),
            questionId: question.id,
            courseId,
            version: 1,
            frozen: false,
          });
          return bankQuestion(question);
        });
      });
    },
    async update(courseId, questionId, content) {
      const ref = questionsOf(ctx, courseId).doc(questionId);
      return ctx.db.runTransaction(async (tx) => {
        const question = (await tx.get(ref)).data();
        if (!question || question.removed) return null;
        const currentRef = versionRef(ctx, courseId, questionId, question.version);
        const frozen = (await tx.get(currentRef)).data()?.frozen !== false;
        const version = frozen ? question.version + 1 : question.version;
        const fields = contentFields(content);
        // Top-level fields are replaced whole (a body of another type leaves nothing of the old one).
        if (frozen) {
          tx.create(versionRef(ctx, courseId, questionId, version), {
            ...fields,
            questionId,
            courseId,
            version,
            frozen: false,
          });
        } else {
          tx.update(currentRef, { ...fields });
        }
        const updatedAt = ctx.now();
        tx.update(ref, { ...fields, version, updatedAt });
        return bankQuestion({ ...question, ...fields, version, updatedAt });
      });
    },
    async remove(courseId, questionId) {
      const ref = questionsOf(ctx, courseId).doc(questionId);
      return ctx.db.runTransaction(async (tx) => {
        const question = (await tx.get(ref)).data();
        if (!question || question.removed) return false;
        tx.update(ref, { removed: true, updatedAt: ctx.now() });
        return true;
      });
    },
  };
}
