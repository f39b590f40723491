import type { DocumentData, FirestoreDataConverter, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { addDays, daysBetween } from "@masar/domain/calendar-date";
import {
  DEFAULT_DAILY_LIMIT,
  DEFAULT_REMINDER_HOUR,
  type FsrsState,
  type ReviewCard,
  type ReviewCardWithHistory,
  type ReviewEvent,
  type ReviewSettings,
} from "@masar/domain/review/card";
import type { ReviewRepository } from "../ports";
import { dateOf, hashId, toDate, type FirestoreContext } from "./context.server";

/**
 * A document of `reviewCards`, keyed by a hash of (user, question): one card per student and question,
 * whatever characters the ids hold. The history is an array in the card, oldest first, not a
 * subcollection: `get` reads card and history in one read, `record` writes both in one document of its
 * transaction, and the card's deletion (its course's) takes its history with it, with no query per card.
 * It grows by one small entry per answer to that one question, far within a document's 1 MiB. List
 * queries project the card's other fields (`select`), so they do not carry the histories.
 */
type CardDoc = ReviewCardWithHistory;

/** A document of `reviewSettings`, keyed by the user id; absent: the defaults. */
type SettingsDoc = ReviewSettings;

const CARD_FIELDS = ["userId", "courseId", "questionId", "dueDate", "fsrsDue", "fsrs", "createdAt", "updatedAt"];

/** Firestore takes at most 30 values in an `in` filter: longer course lists run as several queries. */
const IN_LIMIT = 30;

const fsrsOf = (f: DocumentData | undefined): FsrsState => ({
  stability: Number(f?.stability ?? 0),
  difficulty: Number(f?.difficulty ?? 0),
  scheduledDays: Number(f?.scheduledDays ?? 0),
  learningSteps: Number(f?.learningSteps ?? 0),
  reps: Number(f?.reps ?? 0),
  lapses: Number(f?.lapses ?? 0),
  // Written by `record` from a typed state.
  state: Number(f?.state ?? 0) as FsrsState["state"],
  lastReview: toDate(f?.lastReview),
});

const eventOf = (e: DocumentData): ReviewEvent => ({
  at: dateOf(e.at),
  rating: e.rating,
  right: e.right === true,
  source: e.source,
  dueDate: e.dueDate,
});

const cardConverter: FirestoreDataConverter<ReviewCardWithHistory, CardDoc> = {
  toFirestore: (card: ReviewCardWithHistory): CardDoc => card,
  fromFirestore(doc: QueryDocumentSnapshot): ReviewCardWithHistory {
    const d = doc.data();
    return {
      userId: d.userId,
      courseId: d.courseId,
      questionId: d.questionId,
      dueDate: d.dueDate,
      fsrsDue: dateOf(d.fsrsDue),
      fsrs: fsrsOf(d.fsrs),
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
      // Absent from the projected reads of the lists.
      history: Array.isArray(d.history) ? d.history.map(eventOf) : [],
    };
  },
};

const settingsConverter: FirestoreDataConverter<ReviewSettings, SettingsDoc> = {
  toFirestore: (settings: ReviewSettings): SettingsDoc => settings,
  fromFirestore(doc: QueryDocumentSnapshot): ReviewSettings {
    const d = doc.data();
    return {
      userId: doc.id,
      dailyLimit: typeof d.dailyLimit === "number" ? d.dailyLimit : DEFAULT_DAILY_LIMIT,
      reminderHour: typeof d.reminderHour === "number" ? d.reminderHour : null,
    };
  },
};

export const reviewCardsOf = (ctx: FirestoreContext) => ctx.collection("reviewCards", cardConverter);

const cardId = (userId: string, questionId: string) => hashId(`${userId}\n${questionId}`);

const asCard = ({ history: _history, ...card }: ReviewCardWithHistory): ReviewCard => card;

/** Plain string order: the stores' own order for days and ASCII ids. */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byDayThenQuestion = (a: ReviewCard, b: ReviewCard) =>
  order(a.dueDate, b.dueDate) || order(a.questionId, b.questionId);

const chunks = <T>(values: readonly T[], size = IN_LIMIT) =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, i) => values.slice(i * size, (i + 1) * size));

const count = async <T, D extends DocumentData>(query: Query<T, D>) => (await query.count().get()).data().count;

/** How many times each value occurs, by value. */
function tally(values: string[]) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

export function createReviewRepository(ctx: FirestoreContext): ReviewRepository {
  const cards = reviewCardsOf(ctx);
  const settingsOf = ctx.collection("reviewSettings", settingsConverter);
  /** The user's cards in some of the courses (at most IN_LIMIT of them). */
  const ofUser = (userId: string, courseIds: readonly string[]) =>
    cards.where("userId", "==", userId).where("courseId", "in", courseIds);
  /**
   * Reads the cards the queries find (one per group of courses), without their histories, by planned day
   * then question id; at most `limit`.
   */
  const readCards = async (queries: Query<ReviewCardWithHistory, CardDoc>[], limit?: number) => {
    const snaps = await Promise.all(
      queries.map((q) => {
        const ordered = q.orderBy("dueDate").orderBy("questionId");
        return (limit === undefined ? ordered : ordered.limit(limit))
          .select(...CARD_FIELDS)
          .withConverter(cardConverter)
          .get();
      }),
    );
    const found = snaps.flatMap((s) => s.docs.map((d) => asCard(d.data())));
    // One query needs no merge; several are merged in the same order.
    return (snaps.length > 1 ? found.sort(byDayThenQuestion) : found).slice(0, limit);
  };
  const settings = async (userId: string): Promise<ReviewSettings> =>
    (await settingsOf.doc(userId).get()).data() ?? {
      userId,
      dailyLimit: DEFAULT_DAILY_LIMIT,
      reminderHour: DEFAULT_REMINDER_HOUR,
    };

  return {
    async get(userId, questionId) {
      const card = (await cards.doc(cardId(userId, questionId)).get()).data();
      return card?.userId === userId && card.questionId === questionId ? card : null;
    },
    async record(input, event) {
      const ref = cards.doc(cardId(input.userId, input.questionId));
      return ctx.db.runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data();
        const at = ctx.now();
        const { stability, difficulty, scheduledDays, learningSteps, reps, lapses, state, lastReview } = input.fsrs;
        const card: ReviewCardWithHistory = {
          userId: input.userId,
          courseId: input.courseId,
          questionId: input.questionId,
          dueDate: input.dueDate,
          fsrsDue: input.fsrsDue,
          fsrs: { stability, difficulty, scheduledDays, learningSteps, reps, lapses, state, lastReview },
          createdAt: current?.createdAt ?? at,
          updatedAt: at,
          history: [
            ...(current?.history ?? []),
            { at: event.at, rating: event.rating, right: event.right, source: event.source, dueDate: event.dueDate },
          ],
        };
        // Every field is written: the whole card is replaced (the in-process emulator merges a set()).
        tx.set(ref, card);
        return asCard(card);
      });
    },
    async listDue(userId, { through, courseIds, limit }) {
      if (courseIds.length === 0 || limit === 0) return [];
      return readCards(
        chunks(courseIds).map((ids) => ofUser(userId, ids).where("dueDate", "<=", through)),
        limit,
      );
    },
    async listByUser(userId, courseIds) {
      if (courseIds.length === 0) return [];
      return readCards(chunks(courseIds).map((ids) => ofUser(userId, ids)));
    },
    /**
     * One count() of the range first, then the cheaper of two reads: each card's dueDate alone (a read per
     * card) when the range holds no more cards than days, else one count() per day (a read per day).
     */
    async countsByDay(userId, { from, to, courseIds }) {
      if (courseIds.length === 0 || from > to) return {};
      const groups = chunks(courseIds).map((ids) => ofUser(userId, ids));
      const total = (
        await Promise.all(groups.map((q) => count(q.where("dueDate", ">=", from).where("dueDate", "<=", to))))
      ).reduce((a, b) => a + b, 0);
      if (total === 0) return {};
      const days = daysBetween(from, to) + 1;
      if (total <= days) {
        const snaps = await Promise.all(
          groups.map((q) => q.where("dueDate", ">=", from).where("dueDate", "<=", to).select("dueDate").get()),
        );
        return Object.fromEntries(tally(snaps.flatMap((s) => s.docs.map((d) => d.get("dueDate") as string))));
      }
      const perDay = await Promise.all(
        Array.from({ length: days }, async (_, i) => {
          const day = addDays(from, i);
          const n = await Promise.all(groups.map((q) => count(q.where("dueDate", "==", day))));
          return [day, n.reduce((a, b) => a + b, 0)] as const;
        }),
      );
      return Object.fromEntries(perDay.filter(([, n]) => n > 0));
    },
    async reschedule(userId, moves) {
      if (moves.length === 0) return 0;
      // A question moved twice in one call lands on its last day, and counts twice (as in SQLite).
      const last = new Map(moves.map((m) => [m.questionId, m.dueDate]));
      const refs = [...last.keys()].map((questionId) => cards.doc(cardId(userId, questionId)));
      return ctx.db.runTransaction(async (tx) => {
        const snaps = await tx.getAll(...refs, { fieldMask: ["userId", "questionId"] });
        const owned = new Set(
          snaps
            .filter((s) => s.exists && s.get("userId") === userId)
            .map((s) => s.get("questionId") as string)
            .filter((questionId) => last.has(questionId)),
        );
        const at = ctx.now();
        for (const questionId of owned) {
          tx.update(cards.doc(cardId(userId, questionId)), { dueDate: last.get(questionId)!, updatedAt: at });
        }
        return moves.filter((m) => owned.has(m.questionId)).length;
      });
    },
    /**
     * One read of the course's cards, of three fields each: the questions with the most cards need every
     * card's question id (Firestore has no group-by; a count() per question would first need the bank's
     * question ids, removed ones too, and one query per question), and the same read gives the total and
     * the students due, so a count() beside it would add reads, not save them.
     */
    async courseSummary(courseId, { through, top }) {
      const snap = await cards.where("courseId", "==", courseId).select("userId", "questionId", "dueDate").get();
      const students = new Set<string>();
      const questions: string[] = [];
      for (const d of snap.docs) {
        questions.push(d.get("questionId") as string);
        if ((d.get("dueDate") as string) <= through) students.add(d.get("userId") as string);
      }
      const ranked = [...tally(questions)]
        .map(([questionId, n]) => ({ questionId, cards: n }))
        .sort((a, b) => b.cards - a.cards || order(a.questionId, b.questionId));
      return { studentsDue: students.size, cards: snap.size, questions: ranked.slice(0, Math.max(0, top)) };
    },
    settings,
    async saveSettings(userId, patch) {
      const ref = settingsOf.doc(userId);
      return ctx.db.runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data() ?? {
          userId,
          dailyLimit: DEFAULT_DAILY_LIMIT,
          reminderHour: DEFAULT_REMINDER_HOUR,
        };
        const next: ReviewSettings = {
          userId,
          dailyLimit: patch.dailyLimit ?? current.dailyLimit,
          reminderHour: patch.reminderHour === undefined ? current.reminderHour : patch.reminderHour,
        };
        tx.set(ref, next);
        return next;
      });
    },
    /**
     * At another hour than the default, the users who chose it (a settings query), each with a count() of
     * her due cards. At the default hour users without settings count too, and an absent document cannot
     * be queried: the due cards' user ids are read (`select`), then the settings of those users, and the
     * ones who chose another hour or none are left out.
     */
    async dueAtHour(hour, through) {
      const due = (userId: string) => cards.where("userId", "==", userId).where("dueDate", "<=", through);
      let found: { userId: string; due: number }[];
      if (hour !== DEFAULT_REMINDER_HOUR) {
        const chose = await settingsOf.where("reminderHour", "==", hour).select().get();
        found = await Promise.all(chose.docs.map(async (d) => ({ userId: d.id, due: await count(due(d.id)) })));
      } else {
        const snap = await cards.where("dueDate", "<=", through).select("userId").get();
        const perUser = tally(snap.docs.map((d) => d.get("userId") as string));
        const stored =
          perUser.size === 0
            ? []
            : await ctx.db.getAll(...[...perUser.keys()].map((u) => settingsOf.doc(u)), {
                fieldMask: ["reminderHour"],
              });
        const elsewhere = new Set(stored.filter((s) => s.exists && s.get("reminderHour") !== hour).map((s) => s.id));
        found = [...perUser].filter(([userId]) => !elsewhere.has(userId)).map(([userId, n]) => ({ userId, due: n }));
      }
      return found.filter((f) => f.due > 0).sort((a, b) => order(a.userId, b.userId));
    },
    async deleteByCourse(courseId) {
      const snap = await cards.where("courseId", "==", courseId).select().get();
      // At most 500 writes a commit; the history goes with its card.
      for (const part of chunks(snap.docs, 500)) {
        const batch = ctx.db.batch();
        part.forEach((d) => batch.delete(d.ref));
        await batch.commit();
      }
      return snap.size;
    },
  };
}
