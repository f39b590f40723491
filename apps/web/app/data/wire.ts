import type { Repositories } from "./ports";

type RepositoryName = Exclude<keyof Repositories, "isEmpty" | "close">;

/** An adapter's factories: each builds one repository from the adapter's context. */
export type RepositoryFactories<C> = { [K in RepositoryName]: (ctx: C) => Repositories[K] };

/**
 * Builds every repository of an adapter over one context. The one list of repositories both adapters
 * share: an adapter missing a factory does not compile.
 */
export function wireRepositories<C>(
  ctx: C,
  factories: RepositoryFactories<C>,
  store: Pick<Repositories, "isEmpty" | "close">,
): Repositories {
  return {
    courses: factories.courses(ctx),
    lessons: factories.lessons(ctx),
    users: factories.users(ctx),
    pushSubscriptions: factories.pushSubscriptions(ctx),
    enrollments: factories.enrollments(ctx),
    payments: factories.payments(ctx),
    paymentEvents: factories.paymentEvents(ctx),
    statistics: factories.statistics(ctx),
    admin: factories.admin(ctx),
    notifications: factories.notifications(ctx),
    deferredPushes: factories.deferredPushes(ctx),
    tasks: factories.tasks(ctx),
    courseEvents: factories.courseEvents(ctx),
    calendar: factories.calendar(ctx),
    calendarSettings: factories.calendarSettings(ctx),
    reminderLog: factories.reminderLog(ctx),
    contact: factories.contact(ctx),
    announcements: factories.announcements(ctx),
    sessions: factories.sessions(ctx),
    credentials: factories.credentials(ctx),
    rateLimits: factories.rateLimits(ctx),
    settings: factories.settings(ctx),
    questions: factories.questions(ctx),
    quizzes: factories.quizzes(ctx),
    reviews: factories.reviews(ctx),
    attempts: factories.attempts(ctx),
    accounts: factories.accounts(ctx),
    accountTokens: factories.accountTokens(ctx),
    audit: factories.audit(ctx),
    mailQueue: factories.mailQueue(ctx),
    certificates: factories.certificates(ctx),
    categories: factories.categories(ctx),
    ...store,
  };
}
