import { addDays, dateInZone } from "@masar/domain/calendar-date";
import { buildCalendar } from "@masar/domain/icalendar";
import { toLocale } from "@masar/domain/locale";
import { getRepositories } from "#app/repositories.server";
import { FEED_TOKEN_PATTERN } from "#app/data/feed-token.server";
import { fixedT } from "#app/i18n/translate";
import { calendarItems } from "./calendar.server";
import { reviewCountsByDay } from "./review/cards.server";

/** How far back and ahead the feed reaches: calendar apps keep what they saw before. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 366;

/**
 * The iCalendar text of the feed the token opens, or null for an unknown, replaced or malformed token.
 * The token is the only credential: the feed shows that user's calendar and nothing else about them.
 */
export async function calendarFeed(token: string, now: Date): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const repos = await getRepositories();
  const userId = await repos.calendarSettings.userByToken(token);
  if (!userId) return null;
  const profile = await repos.users.get(userId);
  const locale = toLocale(profile?.preferredLanguage);
  const t = fixedT(locale);
  const today = dateInZone(now);
  const range = { from: addDays(today, -FEED_PAST_DAYS), to: addDays(today, FEED_FUTURE_DAYS) };
  const [{ items }, reviews] = await Promise.all([
    calendarItems(userId, locale, range, today),
    reviewCountsByDay(userId, { from: today, to: range.to }),
  ]);
  return buildCalendar({
    name: `${t("app.title")} · ${t("common:shell.nav.tasksCalendar")}`,
    events: [
      ...items.map((item) => ({
        // Stable per item: a calendar app updates the event instead of adding a copy.
        uid: `${item.source}-${item.id}@masar`,
        summary: item.courseTitle ? `${item.title} · ${item.courseTitle}` : item.title,
        description: item.notes,
        categories: t(`calendar:kind.${item.kind}`),
        date: item.date,
        time: item.time,
        // For a published feed DTSTAMP is when this copy was made (RFC 5545 3.8.7.2).
        updatedAt: now,
        done: item.done,
      })),
      // One all-day item a day with review questions planned (from today: past days' counts are gone).
      ...Object.entries(reviews)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, count]) => ({
          uid: `review-${date}@masar`,
          summary: t("calendar:reviews.feedTitle", { count }),
          description: "",
          categories: t("practice:review.heading"),
          date,
          time: null,
          updatedAt: now,
          done: false,
        })),
    ],
  });
}
