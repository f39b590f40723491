import { z } from "zod";
import type { SettingsRepository } from "../ports";
import { jsonColumn } from "./columns";
import type { SqliteContext } from "./context.server";

/** A row of `settings` (migration 5). */
interface SettingRow {
  key: string;
  value: string;
  updated_by: string | null;
  updated_at: number;
}

const objectSchema = z.record(z.string(), z.unknown());

export function createSettingsRepository({ db, stamp }: SqliteContext): SettingsRepository {
  const read = (key: string) => {
    const row = db.prepare<[string], SettingRow>("SELECT * FROM settings WHERE key = ?").get(key);
    return row
      ? {
          key: row.key,
          value: jsonColumn(row.value, objectSchema, {}),
          updatedBy: row.updated_by,
          updatedAt: new Date(row.updated_at),
        }
      : null;
  };
  return {
    async get(key) {
      return read(key);
    },
    async set(key, value, updatedBy) {
      db.prepare(
        `INSERT INTO settings (key, value, updated_by, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by,
           updated_at = excluded.updated_at`,
      ).run(key, JSON.stringify(objectSchema.parse(value)), updatedBy, stamp());
      return read(key)!;
    },
  };
}
