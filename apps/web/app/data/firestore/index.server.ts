import type { Repositories } from "../ports";
import { COLLECTIONS, contextFor, type FirestoreOptions } from "./context.server";
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

export { COLLECTIONS, type FirestoreOptions } from "./context.server";

/**
 * The Firestore adapter (firebase-admin, server only). Stored times come from the injectable clock,
 * except readAt, which is Firestore's server timestamp as the spec says.
 */
export function createFirestoreRepositories(options: FirestoreOptions): Repositories {
  const ctx = contextFor(options);
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
      const [courses, users] = await Promise.all([
        ctx.db.collection(COLLECTIONS.courses).limit(1).get(),
        ctx.db.collection(COLLECTIONS.users).limit(1).get(),
      ]);
      return courses.empty && users.empty;
    },
    close: ctx.close,
  };
}
