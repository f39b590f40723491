import type { ReminderLogRepository } from "../ports";
import type { SqliteContext } from "./context.server";

export function createReminderLogRepository({ db, stamp }: SqliteContext): ReminderLogRepository {
  return {
    async claim(userId, key) {
      // The primary key decides: of several processes inserting the same row, one changes it.
      return (
        db
          .prepare("INSERT OR IGNORE INTO reminders_sent (user_id, key, sent_at) VALUES (?, ?, ?)")
          .run(userId, key, stamp()).changes === 1
      );
    },
  };
}
