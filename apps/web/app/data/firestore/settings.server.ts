import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import type { Setting, SettingsRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/**
 * A document of `settings`, keyed by the setting's key. The value is kept as JSON text: replacing a
 * map field would leave old keys behind on the in-process emulator (set() without merge, TOOLCHAIN.md).
 */
interface SettingDoc {
  valueJson: string;
  updatedBy: string | null;
  updatedAt: Date;
}

function parseValue(text: unknown): Record<string, unknown> {
  try {
    const value = objectSchema.safeParse(JSON.parse(String(text)));
    return value.success ? value.data : {};
  } catch {
    return {};
  }
}

const objectSchema = z.record(z.string(), z.unknown());

const settingConverter: FirestoreDataConverter<Setting, SettingDoc> = {
  toFirestore: ({ value, updatedBy, updatedAt }: Setting): SettingDoc => ({
    valueJson: JSON.stringify(value),
    updatedBy,
    updatedAt,
  }),
  fromFirestore(doc: QueryDocumentSnapshot): Setting {
    const d = doc.data();
    return {
      key: doc.id,
      value: parseValue(d.valueJson),
      updatedBy: d.updatedBy ?? null,
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export function createSettingsRepository(ctx: FirestoreContext): SettingsRepository {
  const settings = ctx.collection("settings", settingConverter);
  return {
    async get(key) {
      return (await settings.doc(key).get()).data() ?? null;
    },
    async set(key, value, updatedBy) {
      const setting: Setting = { key, value: objectSchema.parse(value), updatedBy, updatedAt: ctx.now() };
      await settings.doc(key).set(setting);
      return setting;
    },
  };
}
