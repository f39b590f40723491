import {
  FieldPath,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import type { Attempt, AttemptAnswer, NewAttempt } from "@masar/domain/practice/quiz";
import type { AttemptRepository } from "../ports";
import { dateOf, hashId, toDate, type FirestoreContext } from "./context.server";
import { freezeIn, readUnfrozen } from "./questions.server";

/**
 * A document of `attempts`, keyed by a hash of (user, course, quiz, number): the student's n-th attempt
 * at the quiz has one possible id, so two starts racing for the same one meet at one document. The
 * answers are a map field by question id (a paper holds at most 100 questions).
 */
type AttemptDoc = Omit<Attempt, "id"> & { number: number };

type StoredAttempt = Attempt & { number: number };

function answerOf(questionId: string, a: DocumentData): AttemptAnswer {
  return {
    questionId,
    // The port validates answers, the store keeps them.
    response: a.response,
    grade: { score: Number(a.grade?.score ?? 0), correct: a.grade?.correct === true },
    checked: a.checked === true,
    savedAt: dateOf(a.savedAt),
  };
}

const attemptConverter: FirestoreDataConverter<StoredAttempt, AttemptDoc> = {
  toFirestore: ({ id: _id, ...fields }: StoredAttempt): AttemptDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): StoredAttempt {
    const d = doc.data();
    const answers: Record<string, DocumentData> = d.answers ?? {};
    return {
      id: doc.id,
      courseId: d.courseId,
      quizId: d.quizId,
      userId: d.userId,
      seed: Number(d.seed),
      paper: Array.isArray(d.paper) ? d.paper : [],
      answers: Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, answerOf(id, a)])),
      state: d.state === "submitted" ? "submitted" : "open",
      startedAt: dateOf(d.startedAt),
      submittedAt: toDate(d.submittedAt),
      result: d.result
        ? { score: Number(d.result.score), percent: Number(d.result.percent), passed: d.result.passed === true }
        : null,
      number: Number(d.number),
    };
  },
};

export const attemptsOf = (ctx: FirestoreContext) => ctx.collection("attempts", attemptConverter);

const asAttempt = ({ number: _number, ...attempt }: StoredAttempt): Attempt => attempt;

/** Firestore's ALREADY_EXISTS: a create met a document another writer made first. */
const alreadyExists = (error: unknown) => error instanceof Error && "code" in error && error.code === 6;

export function createAttemptRepository(ctx: FirestoreContext): AttemptRepository {
  const attempts = attemptsOf(ctx);
  const own = async (userId: string, attemptId: string) => {
    const attempt = (await attempts.doc(attemptId).get()).data();
    return attempt?.userId === userId ? attempt : null;
  };

  /** One try at a start: the user's attempts at the quiz are read in the transaction, the next one created. */
  const startOnce = (input: NewAttempt) =>
    ctx.db.runTransaction(async (tx) => {
      const mine = (
        await tx.get(
          attempts
            .where("userId", "==", input.userId)
            .where("courseId", "==", input.courseId)
            .where("quizId", "==", input.quizId),
        )
      ).docs.map((d) => d.data());
      const open = mine.find((a) => a.state === "open");
      if (open) return asAttempt(open);
      const unfrozen = await readUnfrozen(ctx, tx, input.courseId, input.paper);
      const number = Math.max(0, ...mine.map((a) => a.number)) + 1;
      const attempt: StoredAttempt = {
        id: hashId(`${input.userId}/${input.courseId}/${input.quizId}/${number}`),
        courseId: input.courseId,
        quizId: input.quizId,
        userId: input.userId,
        seed: input.seed,
        paper: input.paper.map((item) => ({ ...item })),
        answers: {},
        state: "open",
        startedAt: input.startedAt,
        submittedAt: null,
        result: null,
        number,
      };
      // The first write: a start that lost the race for this number fails here, before freezing anything.
      tx.create(attempts.doc(attempt.id), attempt);
      freezeIn(tx, unfrozen);
      return asAttempt(attempt);
    });

  return {
    async start(input) {
      // A real Firestore retries a transaction that lost a race itself; a create that met the winner's
      // document (ALREADY_EXISTS) is not retried by the SDK: reading again finds the winner's open attempt.
      for (let tries = 1; ; tries++) {
        try {
          return await startOnce(input);
        } catch (error) {
          if (tries >= 5 || !alreadyExists(error)) throw error;
        }
      }
    },
    async get(userId, attemptId) {
      const attempt = await own(userId, attemptId);
      return attempt && asAttempt(attempt);
    },
    async openAttempt(userId, courseId, quizId) {
      const snap = await attempts
        .where("userId", "==", userId)
        .where("courseId", "==", courseId)
        .where("quizId", "==", quizId)
        .where("state", "==", "open")
        .limit(1)
        .get();
      const open = snap.docs[0]?.data();
      return open ? asAttempt(open) : null;
    },
    async listByUser(userId, courseId) {
      const snap = await attempts
        .where("userId", "==", userId)
        .where("courseId", "==", courseId)
        .orderBy("startedAt", "desc")
        .get();
      return snap.docs.map((d) => asAttempt(d.data()));
    },
    async listSubmitted(courseId, quizId) {
      const snap = await attempts
        .where("courseId", "==", courseId)
        .where("quizId", "==", quizId)
        .where("state", "==", "submitted")
        .orderBy("submittedAt")
        .get();
      return snap.docs.map((d) => asAttempt(d.data()));
    },
    async saveAnswer(userId, attemptId, answer) {
      const ref = attempts.doc(attemptId);
      return ctx.db.runTransaction(async (tx) => {
        const attempt = (await tx.get(ref)).data();
        if (!attempt || attempt.userId !== userId) return "notFound" as const;
        if (attempt.state !== "open") return "closed" as const;
        if (!attempt.paper.some((item) => item.questionId === answer.questionId)) return "notInPaper" as const;
        if (attempt.answers[answer.questionId]?.checked) return "locked" as const;
        const stored: AttemptAnswer = {
          questionId: answer.questionId,
          response: answer.response,
          grade: { score: answer.grade.score, correct: answer.grade.correct },
          checked: answer.checked,
          savedAt: answer.savedAt,
        };
        // Only this question's entry of the map is written: answers to other questions stay as they are.
        tx.update(ref, new FieldPath("answers", answer.questionId), stored);
        return "saved" as const;
      });
    },
    async submit(userId, attemptId, result, at) {
      const ref = attempts.doc(attemptId);
      return ctx.db.runTransaction(async (tx) => {
        const attempt = (await tx.get(ref)).data();
        if (!attempt || attempt.userId !== userId) return null;
        if (attempt.state === "submitted") return asAttempt(attempt);
        const fields = {
          state: "submitted" as const,
          submittedAt: at,
          result: { score: result.score, percent: result.percent, passed: result.passed },
        };
        tx.update(ref, fields);
        return asAttempt({ ...attempt, ...fields });
      });
    },
  };
}
