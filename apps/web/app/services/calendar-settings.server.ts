import type { WeekStart } from "@masar/domain/calendar-date";
import type { CalendarSettings } from "#app/data/calendar-ports";
import { getRepositories } from "#app/repositories.server";

/** Whether the user's calendar shows the Hijri (Umm al-Qura) date beside each Gregorian date. */
export async function showsHijriDates(userId: string): Promise<boolean> {
  return (await calendarSettingsOf(userId)).hijri;
}

/** The profile's (and the calendar's) Hijri setting, for the signed-in user only. */
export async function setHijriDates(userId: string, hijri: boolean): Promise<void> {
  await (await getRepositories()).calendarSettings.update(userId, { hijri });
}

/** The calendar page's settings, saved at once: Hijri dates and the day weeks start on (validated by the caller). */
export async function saveCalendarSettings(userId: string, settings: { hijri: boolean; weekStart: WeekStart }) {
  await (await getRepositories()).calendarSettings.update(userId, settings);
}

/** The user's calendar settings (the Hijri choice, the week's first day, the feed's token), for the signed-in user only. */
export async function calendarSettingsOf(userId: string): Promise<CalendarSettings> {
  return (await getRepositories()).calendarSettings.get(userId);
}

/** A new calendar feed address for the user: the old one stops answering. */
export async function renewFeedToken(userId: string): Promise<void> {
  await (await getRepositories()).calendarSettings.regenerateToken(userId);
}
