import { getRepositories } from "#app/repositories.server";

/** Whether the user's calendar shows the Hijri (Umm al-Qura) date beside each Gregorian date. */
export async function showsHijriDates(userId: string): Promise<boolean> {
  return (await (await getRepositories()).calendarSettings.get(userId)).hijri;
}

/** The profile's (and the calendar's) Hijri setting, for the signed-in user only. */
export async function setHijriDates(userId: string, hijri: boolean): Promise<void> {
  await (await getRepositories()).calendarSettings.setHijri(userId, hijri);
}
