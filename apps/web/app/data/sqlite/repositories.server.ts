/** This adapter's repository factories under the names of the ports (wired by ../wire.ts). */
export { createContactRepository as contact } from "./contact.server";
export { createCourseRepository as courses } from "./courses.server";
export { createCredentialRepository as credentials } from "./credentials.server";
export { createEnrollmentRepository as enrollments } from "./enrollments.server";
export { createLessonRepository as lessons } from "./lessons.server";
export { createNotificationRepository as notifications } from "./notifications.server";
export { createPaymentEventRepository as paymentEvents } from "./payment-events.server";
export { createPaymentRepository as payments } from "./payments.server";
export { createPushSubscriptionRepository as pushSubscriptions } from "./push-subscriptions.server";
export { createRateLimitRepository as rateLimits } from "./rate-limits.server";
export { createSessionRepository as sessions } from "./sessions.server";
export { createStatisticsRepository as statistics } from "./statistics.server";
export { createTaskRepository as tasks } from "./tasks.server";
export { createUserRepository as users } from "./users.server";
export { createSettingsRepository as settings } from "./settings.server";
