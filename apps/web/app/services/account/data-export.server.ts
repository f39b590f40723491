import { getRepositories } from "#app/repositories.server";

const FAR_PAST = "1900-01-01";
const FAR_FUTURE = "2999-12-31";

/**
 * Everything Masar keeps about the person, as they may download it (the privacy page's promise): the
 * profile, enrolments with progress, payments, tasks and exam plans, notifications, quiz attempts,
 * review cards, certificates and the name for them, browsers with push, and signed-in sessions. Nobody else's records: every read is by
 * the person's own id.
 */
export async function exportAccountData(uid: string) {
  const repos = await getRepositories();
  const profile = await repos.users.get(uid);
  if (!profile) return null;
  const enrollments = await repos.enrollments.listByUser(uid);
  const courseIds = enrollments.map((e) => e.courseId);
  const [
    payments,
    tasks,
    examPlans,
    calendar,
    pushes,
    sessions,
    cards,
    attempts,
    progress,
    certificates,
    certificateName,
  ] = await Promise.all([
    repos.payments.listByUser(uid),
    repos.tasks.listByUser(uid, { from: FAR_PAST, to: FAR_FUTURE }),
    repos.tasks.listExamPlans(uid),
    repos.calendarSettings.get(uid),
    repos.pushSubscriptions.listByUser(uid),
    repos.sessions.listByUser(uid),
    repos.reviews.listByUser(uid, courseIds),
    Promise.all(courseIds.map((id) => repos.attempts.listByUser(uid, id))),
    Promise.all(courseIds.map((id) => repos.enrollments.progress(uid, id))),
    repos.certificates.listByUser(uid),
    repos.certificates.getName(uid),
  ]);
  const notifications = [];
  for (let before: Date | undefined; ; ) {
    const page = await repos.notifications.listByUser(uid, { limit: 200, before });
    notifications.push(...page);
    if (page.length < 200) break;
    before = page.at(-1)!.createdAt;
  }
  const { pushSubscription: _latest, ...profileFields } = profile;
  return {
    exportedBy: "Masar",
    profile: profileFields,
    enrollments: enrollments.map((e, i) => ({ ...e, progress: progress[i] ?? null })),
    payments,
    tasks,
    examPlans,
    calendar: { hijriDates: calendar.hijri, weekStart: calendar.weekStart },
    notifications,
    quizAttempts: attempts.flat(),
    reviewCards: cards,
    pushSubscriptions: pushes.map((p) => ({ endpoint: p.endpoint, createdAt: p.createdAt })),
    sessions: sessions.map((s) => ({ device: s.device, createdAt: s.createdAt, expiresAt: s.expiresAt })),
    certificates,
    certificateName,
  };
}
