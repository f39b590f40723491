import { DEFAULT_WEEK_START, isWeekStart, type WeekStart } from "@masar/domain/calendar-date";
import { flag } from "./columns";
import type { CalendarSettings, CalendarSettingsRepository } from "../ports";
import { newFeedToken } from "../feed-token.server";
import type { SqliteContext } from "./context.server";

interface SettingsRow {
  user_id: string;
  feed_token: string;
  hijri: 0 | 1;
  week_start: WeekStart;
}

const fromRow = (r: SettingsRow): CalendarSettings => ({
  userId: r.user_id,
  feedToken: r.feed_token,
  hijri: r.hijri === 1,
  weekStart: isWeekStart(r.week_start) ? r.week_start : DEFAULT_WEEK_START,
});

export function createCalendarSettingsRepository({ db, stamp }: SqliteContext): CalendarSettingsRepository {
  const read = (userId: string) =>
    db.prepare<[string], SettingsRow>("SELECT * FROM calendar_settings WHERE user_id = ?").get(userId);
  const ensure = (userId: string): CalendarSettings => {
    // INSERT OR IGNORE: two first visits at once keep one token.
    db.prepare(
      "INSERT OR IGNORE INTO calendar_settings (user_id, feed_token, hijri, updated_at) VALUES (?, ?, 0, ?)",
    ).run(userId, newFeedToken(), stamp());
    return fromRow(read(userId)!);
  };
  return {
    get: async (userId) => ensure(userId),
    async regenerateToken(userId) {
      ensure(userId);
      db.prepare("UPDATE calendar_settings SET feed_token = ?, updated_at = ? WHERE user_id = ?").run(
        newFeedToken(),
        stamp(),
        userId,
      );
      return fromRow(read(userId)!);
    },
    async update(userId, patch) {
      if (patch.weekStart !== undefined && !isWeekStart(patch.weekStart)) {
        throw new Error(`Not a first day of the week: ${String(patch.weekStart)}`);
      }
      const current = ensure(userId);
      db.prepare("UPDATE calendar_settings SET hijri = ?, week_start = ?, updated_at = ? WHERE user_id = ?").run(
        flag(patch.hijri ?? current.hijri),
        patch.weekStart ?? current.weekStart,
        stamp(),
        userId,
      );
      return fromRow(read(userId)!);
    },
    async userByToken(token) {
      return (
        db
          .prepare<[string], { user_id: string }>("SELECT user_id FROM calendar_settings WHERE feed_token = ?")
          .get(token)?.user_id ?? null
      );
    },
  };
}
