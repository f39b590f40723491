import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { DEFAULT_WEEK_START, isWeekStart, type WeekStart } from "@masar/domain/calendar-date";
import type { CalendarSettings, CalendarSettingsRepository } from "../ports";
import { newFeedToken } from "../feed-token.server";
import type { FirestoreContext } from "./context.server";

/** gRPC ALREADY_EXISTS: `create` met a document that is there. */
const ALREADY_EXISTS = 6;

/** A document of `calendarSettings`, keyed by the user's id; one written before `weekStart` starts on Saturday. */
interface SettingsDoc {
  feedToken: string;
  hijri: boolean;
  weekStart: WeekStart;
  updatedAt: Date;
}

const settingsConverter: FirestoreDataConverter<SettingsDoc, SettingsDoc> = {
  toFirestore: (s: SettingsDoc): SettingsDoc => s,
  fromFirestore(doc: QueryDocumentSnapshot): SettingsDoc {
    const d = doc.data();
    return {
      feedToken: d.feedToken,
      hijri: d.hijri === true,
      weekStart: isWeekStart(d.weekStart) ? d.weekStart : DEFAULT_WEEK_START,
      updatedAt: d.updatedAt,
    };
  },
};

export function createCalendarSettingsRepository(ctx: FirestoreContext): CalendarSettingsRepository {
  const settings = ctx.collection("calendarSettings", settingsConverter);
  const of = (userId: string, d: SettingsDoc): CalendarSettings => ({
    userId,
    feedToken: d.feedToken,
    hijri: d.hijri,
    weekStart: d.weekStart,
  });
  // `create` rather than a transaction: of two first visits at once, one creates and the other reads
  // its token (the in-process test emulator does not serialise concurrent transactions).
  const ensure = async (userId: string): Promise<SettingsDoc> => {
    const ref = settings.doc(userId);
    const current = (await ref.get()).data();
    if (current) return current;
    const fresh: SettingsDoc = {
      feedToken: newFeedToken(),
      hijri: false,
      weekStart: DEFAULT_WEEK_START,
      updatedAt: ctx.now(),
    };
    try {
      await ref.create(fresh);
      return fresh;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      return (await ref.get()).data()!;
    }
  };
  const change = async (userId: string, fields: Partial<SettingsDoc>) => {
    const next = { ...(await ensure(userId)), ...fields, updatedAt: ctx.now() };
    await settings.doc(userId).update({ ...fields, updatedAt: next.updatedAt });
    return of(userId, next);
  };
  return {
    get: async (userId) => of(userId, await ensure(userId)),
    regenerateToken: (userId) => change(userId, { feedToken: newFeedToken() }),
    async update(userId, patch) {
      if (patch.weekStart !== undefined && !isWeekStart(patch.weekStart)) {
        throw new Error(`Not a first day of the week: ${String(patch.weekStart)}`);
      }
      const fields: Partial<SettingsDoc> = {};
      if (patch.hijri !== undefined) fields.hijri = patch.hijri;
      if (patch.weekStart !== undefined) fields.weekStart = patch.weekStart;
      return change(userId, fields);
    },
    async userByToken(token) {
      const snap = await settings.where("feedToken", "==", token).limit(1).get();
      return snap.docs[0]?.id ?? null;
    },
  };
}
