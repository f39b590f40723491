import { Cron } from "croner";
import { PLATFORM_TIME_ZONE, dateInZone, hourInZone } from "@masar/domain/calendar-date";
import { dueReminderDates, isRemindedKind, reminderKey } from "@masar/domain/calendar-items";
import { taskTitle } from "@masar/domain/task";
import { getRepositories } from "#app/repositories.server";
import { fixedT } from "#app/i18n/translate";
import { notify } from "./notify.server";
import { dueToday } from "./review/cards.server";
import { now as clockNow } from "#app/utils/clock.server";

export interface ReminderRun {
  sent: number;
  skipped: number;
}

/** The item's texts in both languages, so each reader sees their own (decision 006). */
const both = <T>(make: (locale: "ar" | "en") => T) => ({ ar: make("ar"), en: make("en") });

/**
 * Sends every reminder due at `now` (the clock is injected: tests pass any instant): from 18:00 Cairo
 * the events of tomorrow (deadline, quiz, exam) to each student enrolled in their course, from 07:00
 * the open tasks of today to their owner. Each goes once per user and item: the reminder log's unique
 * key decides, whichever process runs first. Skipped: done tasks, a plan task whose lesson is done, a
 * task linked to a course the student has left.
 */
export async function sendDueReminders(now: Date): Promise<ReminderRun> {
  const repos = await getRepositories();
  const { eventsOn, tasksOn } = dueReminderDates(now);
  const run: ReminderRun = { sent: 0, skipped: 0 };
  const format = (locale: "ar" | "en", date: string) =>
    new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en-GB", {
      timeZone: "UTC",
      weekday: "long",
      day: "numeric",
      month: "long",
    }).format(new Date(`${date}T00:00:00Z`));

  if (eventsOn) {
    const events = (await repos.courseEvents.listOn(eventsOn)).filter((e) => isRemindedKind(e.kind));
    for (const event of events) {
      const course = await repos.courses.getById(event.courseId);
      if (!course) continue;
      for (const userId of await repos.enrollments.userIdsByCourse(event.courseId)) {
        if (!(await repos.reminderLog.claim(userId, reminderKey("event", event.id, event.date)))) {
          run.skipped++;
          continue;
        }
        await notify({
          userId,
          kind: "reminders",
          type: "reminders",
          data: { courseId: course.id },
          localized: both((l) => {
            const t = fixedT(l);
            return {
              title: t("calendar:reminder.eventTitle", { title: event.title[l] || event.title.ar || event.title.en }),
              body: t("calendar:reminder.eventBody", {
                kind: t(`calendar:kind.${event.kind}`),
                course: course.title[l] || course.title.ar || course.title.en,
                date: format(l, event.date),
              }),
            };
          }),
        });
        run.sent++;
      }
    }
  }

  if (tasksOn) {
    for (const task of await repos.tasks.listOpenOn(tasksOn)) {
      if (task.courseId) {
        const enrollment = await repos.enrollments.get(task.userId, task.courseId);
        if (!enrollment || (task.lessonId && enrollment.completedLessonIds.includes(task.lessonId))) {
          run.skipped++;
          continue;
        }
      }
      if (!(await repos.reminderLog.claim(task.userId, reminderKey("task", task.id, task.date)))) {
        run.skipped++;
        continue;
      }
      await notify({
        userId: task.userId,
        kind: "reminders",
        type: "reminders",
        data: task.courseId ? { courseId: task.courseId } : {},
        localized: both((l) => {
          const t = fixedT(l);
          return {
            title: t("calendar:reminder.taskTitle", { title: taskTitle(task, l) }),
            body: t("calendar:reminder.taskBody", { date: format(l, task.date) }),
          };
        }),
      });
      run.sent++;
    }
  }
  // The daily review reminder at each student's chosen hour (19:00 Cairo by default): once a day, for
  // the questions planned on or before today in the courses she is still enrolled in.
  const today = dateInZone(now);
  for (const { userId } of await repos.reviews.dueAtHour(hourInZone(now), today)) {
    const total = await dueToday(userId, now);
    if (total === 0) {
      run.skipped++;
      continue;
    }
    if (!(await repos.reminderLog.claim(userId, `review:${today}`))) {
      run.skipped++;
      continue;
    }
    await notify({
      userId,
      kind: "review",
      type: "reminders",
      data: { review: true },
      localized: both((l) => {
        const t = fixedT(l);
        return {
          title: t("practice:review.reminderTitle", { count: total }),
          body: t("practice:review.reminderBody"),
        };
      }),
    });
    run.sent++;
  }
  return run;
}

let job: Cron | undefined;

/**
 * Runs the reminders every 15 minutes, Cairo time, in this process. `protect` keeps runs from
 * overlapping here; the reminder log keeps other processes from sending the same reminder again.
 */
export function startReminderScheduler(now: () => Date = clockNow): Cron {
  job ??= new Cron("*/15 * * * *", { timezone: PLATFORM_TIME_ZONE, protect: true }, async () => {
    try {
      await sendDueReminders(now());
    } catch (error) {
      console.error("[reminders] run failed", error);
    }
  });
  return job;
}
