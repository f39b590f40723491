import type { AdapterOptions, Repositories } from "../ports";
import { contextFor } from "./context.server";
import { createContactRepository } from "./contact.server";
import { createCourseRepository } from "./courses.server";
import { createCredentialRepository } from "./credentials.server";
import { createEnrollmentRepository } from "./enrollments.server";
import { createLessonRepository } from "./lessons.server";
import { createNotificationRepository } from "./notifications.server";
import { createPaymentEventRepository } from "./payment-events.server";
import { createPaymentRepository } from "./payments.server";
import { createPushSubscriptionRepository } from "./push-subscriptions.server";
import { createRateLimitRepository } from "./rate-limits.server";
import { createSessionRepository } from "./sessions.server";
import { createStatisticsRepository } from "./statistics.server";
import { createTaskRepository } from "./tasks.server";
import { createUserRepository } from "./users.server";

export { migrate } from "./context.server";

/** The embedded default adapter: one SQLite file, WAL, foreign keys, migrations at open. */
export function createSqliteRepositories(file: string, options: AdapterOptions = {}): Repositories {
  const ctx = contextFor(file, options);
  return {
    courses: createCourseRepository(ctx),
    lessons: createLessonRepository(ctx),
    users: createUserRepository(ctx),
    pushSubscriptions: createPushSubscriptionRepository(ctx),
    enrollments: createEnrollmentRepository(ctx),
    payments: createPaymentRepository(ctx),
    paymentEvents: createPaymentEventRepository(ctx),
    statistics: createStatisticsRepository(ctx),
    notifications: createNotificationRepository(ctx),
    tasks: createTaskRepository(ctx),
    contact: createContactRepository(ctx),
    sessions: createSessionRepository(ctx),
    credentials: createCredentialRepository(ctx),
    rateLimits: createRateLimitRepository(ctx),
    async isEmpty() {
      const row = ctx.db
        .prepare<[], { n: number }>("SELECT (SELECT COUNT(*) FROM courses) + (SELECT COUNT(*) FROM users) AS n")
        .get()!;
      return row.n === 0;
    },
    async close() {
      ctx.close();
    },
  };
}
