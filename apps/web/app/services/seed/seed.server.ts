import { personNames, type Course, type Lesson } from "@masar/domain/course";
import type { LocalizedText } from "@masar/domain/locale";
import type { Question } from "@masar/domain/practice/question";
import { hashPassword } from "#app/auth/identity.server";
import type { FileStore } from "#app/files/file-store";
import { setCourseStatus } from "#app/services/course-status.server";
import type { Repositories } from "#app/data/ports";
import { dateInZone } from "@masar/domain/calendar-date";
import { DEMO_CATEGORIES } from "./demo-categories";
import { DEMO_INSTRUCTORS, DEMO_USERS, demoCatalogue, demoNotifications } from "./demo-data";
import { demoAttempt } from "./demo-attempt";
import { scheduleAnswer } from "@masar/domain/review/schedule";
import { demoCourseEvents, demoTasks } from "./demo-events";
import { demoHistory, type HistoryCourse } from "./demo-history";
import { storeDemoMedia } from "./demo-media.server";
import { DEFAULT_QUIZ_SETTINGS } from "@masar/domain/practice/quiz";
import { demoQuestions } from "./demo-questions";
import { now as clockNow } from "#app/utils/clock.server";

const DEMO_STUDENT = "demo-student";
/** The demo student took her quiz just before the demo was seeded (the seed's other records are "now"). */
const QUIZ_TAKEN_AGO = 15 * 60 * 1000;

/** Seeds the demo users (one per role), instructors and the bilingual catalogue into an empty store. */
export async function seedDemo(
  repos: Repositories,
  log: (line: string) => void = console.log,
  files?: FileStore,
  // The calendar's demo items are dated from the day of seeding (Cairo), so "this week" stays true.
  today: string = dateInZone(clockNow()),
  now: Date = clockNow(),
): Promise<void> {
  const media = await storeDemoMedia(files);
  await repos.categories.ensure(DEMO_CATEGORIES);
  // Each teacher with her name in both scripts, as her courses show it (Arabic pages the Arabic one).
  const teachers: { uid: string; name: LocalizedText }[] = [];
  for (const user of DEMO_USERS) {
    const uid = `demo-${user.role}`;
    await repos.credentials.create({ uid, email: user.email, passwordHash: await hashPassword(user.password) });
    await repos.users.ensureProfile({ uid, email: user.email, displayName: user.displayName, photoURL: null });
    await repos.users.setRole(uid, user.role);
    // Demo accounts sign in at once: their addresses receive no mail.
    await repos.accounts.markEmailVerified(uid, user.email);
    if (user.names) await repos.certificates.setName(uid, user.names);
    if (user.role === "teacher") teachers.push({ uid, name: personNames(user.displayName, user.names ?? null) });
  }
  for (const { names, ...instructor } of DEMO_INSTRUCTORS) {
    await repos.users.ensureProfile({ ...instructor, photoURL: null });
    await repos.users.setRole(instructor.uid, "teacher");
    await repos.accounts.markEmailVerified(instructor.uid, instructor.email);
    await repos.certificates.setName(instructor.uid, names);
    teachers.push({ uid: instructor.uid, name: personNames(instructor.displayName, names) });
  }
  let inProgress: Course | null = null;
  let index = 0;
  const historyCourses: HistoryCourse[] = [];
  for (const { course, instructorIndex, lessons, studentCompletes } of demoCatalogue()) {
    const teacher = teachers[instructorIndex % teachers.length]!;
    // Created as a draft and published through the same rule as a teacher's course: lessons first.
    const created = await repos.courses.create({
      ...course,
      status: "draft",
      instructorId: teacher.uid,
      instructor: teacher.name,
    });
    const added: Lesson[] = [];
    for (const lesson of lessons) added.push((await repos.lessons.add(created.id, media(lesson)))!);
    // Every course, drafts too, gets its category's bank (one all-or-nothing write); each quiz lesson
    // draws ten of them.
    const bank = await repos.questions.create(created.id, demoQuestions(course.category));
    for (const lesson of added.filter((l) => l.kind === "quiz")) {
      await repos.quizzes.put(created.id, lesson.id, DEFAULT_QUIZ_SETTINGS);
    }
    if (course.status === "published") {
      const published = await setCourseStatus(repos, created.id, "published");
      if (!published.ok) throw new Error(`Demo course "${course.title.en}" cannot be published: ${published.reason}`);
      for (const event of demoCourseEvents(created.id, index++, today)) await repos.courseEvents.create(event);
      // Quiz lessons count: a generated learner who finished the course passed its quiz too.
      historyCourses.push({ id: created.id, price: course.price ?? 0, lessonIds: added.map((l) => l.id) });
    }
    // The demo student is part-way through one course and has finished another.
    if (studentCompletes !== undefined && studentCompletes < lessons.length) inProgress = created;
    if (studentCompletes !== undefined) {
      await repos.enrollments.enroll(DEMO_STUDENT, created.id);
      for (const lesson of added.slice(0, studentCompletes)) {
        // A quiz lesson is completed by passing it, as the attempt service completes it.
        if (lesson.kind === "quiz") {
          await passQuiz(repos, created.id, lesson.id, bank, new Date(now.getTime() - QUIZ_TAKEN_AGO));
        }
        await repos.enrollments.completeLesson(DEMO_STUDENT, created.id, lesson.id);
      }
    }
  }
  // Six months of generated learners, payments and completions (one bulk write) for the statistics.
  await repos.admin.importHistory(demoHistory(historyCourses, now));
  for (const task of demoTasks(DEMO_STUDENT, inProgress?.id ?? null, today)) await repos.tasks.create(task);
  // A few notifications so the demo student's bell has something to show, the newest last.
  for (const notification of demoNotifications(DEMO_STUDENT, inProgress)) await repos.notifications.add(notification);
  // Where the demo's transfers go (an admin edits them on /admin-subscriptions): clearly fictitious.
  await repos.settings.set(
    "transferAccounts",
    {
      instapay: "masar-demo@instapay",
      wallet: "01000000000",
      bankName: "Demo Bank of Egypt",
      accountName: "Masar Learning (demo)",
      iban: "EG000000000000000000000000000",
    },
    "demo-admin",
  );
  log("[masar] Seeded the demo catalogue. Local demo accounts (never use them in a deployment):");
  for (const user of DEMO_USERS) log(`[masar]   ${user.role.padEnd(7)} ${user.email} / ${user.password}`);
}

/** The demo student's passed attempt at a quiz, written through the attempt port as the service writes it. */
async function passQuiz(repos: Repositories, courseId: string, quizId: string, bank: Question[], startedAt: Date) {
  const demo = demoAttempt({ courseId, quizId, userId: DEMO_STUDENT }, bank, DEFAULT_QUIZ_SETTINGS, startedAt);
  const attempt = await repos.attempts.start(demo.attempt);
  for (const answer of demo.answers) await repos.attempts.saveAnswer(DEMO_STUDENT, attempt.id, answer);
  await repos.attempts.submit(DEMO_STUDENT, attempt.id, demo.result, demo.submittedAt);
  // Her two misses became review cards when she submitted, as the service makes them, planned for today
  // rather than tomorrow so that the review session has questions right after `npm start`.
  for (const answer of demo.answers.filter((a) => !a.grade.correct)) {
    const next = { ...scheduleAnswer(null, "again", demo.submittedAt, null), dueDate: dateInZone(demo.submittedAt) };
    await repos.reviews.record(
      { userId: DEMO_STUDENT, courseId, questionId: answer.questionId, ...next },
      { at: demo.submittedAt, rating: "again", right: false, source: "practice", dueDate: next.dueDate },
    );
  }
}
