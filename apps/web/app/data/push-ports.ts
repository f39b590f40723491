import type { NotificationKind } from "@masar/domain/notification-preferences";

/** A push held back by the recipient's quiet hours. */
export interface DeferredPush {
  notificationId: string;
  userId: string;
  kind: NotificationKind;
  /** When the quiet hours end and the push may go. */
  dueAt: Date;
}

/**
 * Pushes held back by quiet hours (decision 016): kept in the store, so a restart loses none, and taken
 * once, so several server processes never send one twice.
 */
export interface DeferredPushRepository {
  /**
   * Holds the push of a stored notification until `dueAt`; deferring the same notification again keeps
   * one, due at the later time. A deleted notification's held push is never sent (SQLite drops it with
   * the notification; the sender checks the notification still exists on both stores).
   */
  defer(push: DeferredPush): Promise<void>;
  /**
   * Removes and returns the pushes due at `now` (dueAt <= now), earliest first, at most `limit`
   * (default 100). Each held push is returned to exactly one caller, even when several processes ask at once.
   */
  takeDue(now: Date, limit?: number): Promise<DeferredPush[]>;
  /** The user's held pushes, earliest due first (the profile page says how many wait). */
  listByUser(userId: string): Promise<DeferredPush[]>;
}
