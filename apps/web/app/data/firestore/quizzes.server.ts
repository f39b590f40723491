import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Quiz, QuizSettings } from "@masar/domain/practice/quiz";
import type { QuizRepository } from "../ports";
import { COLLECTIONS, dateOf, type FirestoreContext } from "./context.server";

/** A document of `courses/{courseId}/quizzes`, keyed by the quiz lesson's id. */
type QuizDoc = QuizSettings & { updatedAt: Date };

const quizConverter: FirestoreDataConverter<Quiz, QuizDoc> = {
  toFirestore: ({ id: _id, courseId: _courseId, ...fields }: Quiz): QuizDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Quiz {
    const d = doc.data();
    return {
      id: doc.id,
      courseId: doc.ref.parent.parent?.id ?? "",
      // The port validates settings, the store keeps them.
      rule: d.rule,
      shuffleQuestions: d.shuffleQuestions === true,
      shuffleOptions: d.shuffleOptions === true,
      passPercent: Number(d.passPercent),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export const quizzesOf = (ctx: FirestoreContext, courseId: string) =>
  ctx.db.collection(COLLECTIONS.courses).doc(courseId).collection(COLLECTIONS.quizzes).withConverter(quizConverter);

export function createQuizRepository(ctx: FirestoreContext): QuizRepository {
  return {
    async get(courseId, quizId) {
      return (await quizzesOf(ctx, courseId).doc(quizId).get()).data() ?? null;
    },
    async put(courseId, quizId, settings) {
      const ref = quizzesOf(ctx, courseId).doc(quizId);
      return ctx.db.runTransaction(async (tx) => {
        const exists = (await tx.get(ref)).exists;
        const { rule, shuffleQuestions, shuffleOptions, passPercent } = settings;
        const fields: QuizDoc = { rule, shuffleQuestions, shuffleOptions, passPercent, updatedAt: ctx.now() };
        // update() replaces each top-level field whole: a random rule leaves nothing of a fixed one.
        if (exists) tx.update(ref, { ...fields });
        else tx.create(ref, { ...fields, id: quizId, courseId });
        return { ...fields, id: quizId, courseId };
      });
    },
    async remove(courseId, quizId) {
      const ref = quizzesOf(ctx, courseId).doc(quizId);
      return ctx.db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        return true;
      });
    },
  };
}
