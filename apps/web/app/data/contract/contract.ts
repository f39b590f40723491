/**
 * The one contract every data adapter must pass: same inputs, same outputs, including ordering,
 * limits, missing records, ownership and idempotency. One file per repository; each adapter's
 * *.contract.test.ts calls `describeRepositoryContract` with a factory that gives a fresh, empty store.
 */
import { describe } from "vitest";
import { describeAccountTokens } from "./account-tokens.contract";
import { describeAccounts } from "./accounts.contract";
import { describeAnnouncements } from "./announcements.contract";
import { describeAdmin } from "./admin.contract";
import { describeAdminHistory } from "./admin-history.contract";
import { describeAdminStatistics } from "./admin-statistics.contract";
import { describeAudit } from "./audit.contract";
import { describeCalendar } from "./calendar.contract";
import { describeCatalogueSnapshot } from "./catalogue-snapshot.contract";
import { describeCategories } from "./categories.contract";
import { describeCertificates } from "./certificates.contract";
import { describeContact } from "./contact.contract";
import { describeCourseEvents } from "./course-events.contract";
import { describeCourses } from "./courses.contract";
import { describeCredentials } from "./credentials.contract";
import { describeDeferredPushes } from "./deferred-pushes.contract";
import { describeEnrollments } from "./enrollments.contract";
import { contractContext, type ContractOptions } from "./harness";
import { describeLessons } from "./lessons.contract";
import { describeMailQueue } from "./mail-queue.contract";
import { describeNotifications } from "./notifications.contract";
import { describePaymentAttempts } from "./payment-attempts.contract";
import { describePaymentDecisions } from "./payment-decisions.contract";
import { describePaymentEvents } from "./payment-events.contract";
import { describePayments } from "./payments.contract";
import { describePractice } from "./practice.contract";
import { describePracticeAttempts } from "./practice-attempts.contract";
import { describePushSubscriptions } from "./push-subscriptions.contract";
import { describeRateLimits } from "./rate-limits.contract";
import { describeReviews } from "./reviews.contract";
import { describeSessions } from "./sessions.contract";
import { describeSettings } from "./settings.contract";
import { describeStatistics } from "./statistics.contract";
import { describeTasks } from "./tasks.contract";
import { describeUsers } from "./users.contract";

export type { ContractOptions } from "./harness";

export function describeRepositoryContract(adapter: string, options: ContractOptions) {
  describe(`${adapter} repositories (contract)`, () => {
    const t = contractContext(options);
    describeCourses(t);
    describeCatalogueSnapshot(t);
    describeCategories(t);
    describeLessons(t);
    describeUsers(t);
    describePushSubscriptions(t);
    describeEnrollments(t);
    describePayments(t);
    describePaymentDecisions(t);
    describePaymentAttempts(t);
    describePaymentEvents(t);
    describeStatistics(t);
    describeAdminStatistics(t);
    describeAdminHistory(t);
    describeAdmin(t);
    describeNotifications(t);
    describeAnnouncements(t);
    describeDeferredPushes(t);
    describeTasks(t);
    describeCourseEvents(t);
    describeCalendar(t);
    describeContact(t);
    describeSessions(t);
    describeCredentials(t);
    describeRateLimits(t);
    describeSettings(t);
    describePractice(t);
    describePracticeAttempts(t);
    describeReviews(t);
    describeAccounts(t);
    describeAccountTokens(t);
    describeAudit(t);
    describeMailQueue(t);
    describeCertificates(t);
  });
}
