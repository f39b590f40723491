import { describe, expect, it } from "vitest";
import {
  defaultNotificationPreferences,
  inQuietHours,
  notificationPreferencesFromStored,
  notificationPreferencesSchema,
  preferencesFormSchema,
  preferencesFromForm,
  quietHoursEnd,
} from "./notification-preferences";

const night = { start: "23:00", end: "07:00" };
const utc = (iso: string) => new Date(`${iso}Z`);

describe("quiet hours (Cairo time)", () => {
  it("a window over midnight holds from its start to its end, in winter (UTC+2)", () => {
    expect(quietHoursEnd(night, utc("2026-01-10T20:59:59"))).toBeNull(); // 22:59 Cairo
    expect(quietHoursEnd(night, utc("2026-01-10T21:00:00"))).toEqual(utc("2026-01-11T05:00:00")); // 23:00
    expect(quietHoursEnd(night, utc("2026-01-10T22:30:45"))).toEqual(utc("2026-01-11T05:00:00")); // 00:30
    expect(quietHoursEnd(night, utc("2026-01-11T04:59:00"))).toEqual(utc("2026-01-11T05:00:00")); // 06:59
    expect(quietHoursEnd(night, utc("2026-01-11T05:00:00"))).toBeNull(); // 07:00: over
  });

  it("follows Egypt's summer time (UTC+3)", () => {
    expect(quietHoursEnd(night, utc("2026-07-01T21:00:00"))).toEqual(utc("2026-07-02T04:00:00")); // 00:00 Cairo
    expect(quietHoursEnd(night, utc("2026-07-01T19:59:00"))).toBeNull(); // 22:59
  });

  it("a window within one day, and off when there is none", () => {
    const afternoon = { start: "13:00", end: "15:30" };
    expect(inQuietHours(afternoon, utc("2026-01-10T11:00:00"))).toBe(true); // 13:00
    expect(inQuietHours(afternoon, utc("2026-01-10T13:30:00"))).toBe(false); // 15:30
    expect(quietHoursEnd(afternoon, utc("2026-01-10T12:10:00"))).toEqual(utc("2026-01-10T13:30:00"));
    expect(quietHoursEnd(null, utc("2026-01-10T22:30:00"))).toBeNull();
  });
});

describe("preferences", () => {
  it("default: push on for every kind but review reminders (a student turns those on), no quiet hours", () => {
    expect(defaultNotificationPreferences()).toEqual({
      push: { payments: true, lessons: true, reminders: true, announcements: true, review: false },
      quietHours: null,
    });
  });

  it("reads stored values field by field, defaults for what is missing or malformed", () => {
    expect(notificationPreferencesFromStored(null)).toEqual(defaultNotificationPreferences());
    expect(notificationPreferencesFromStored("not json")).toEqual(defaultNotificationPreferences());
    expect(
      notificationPreferencesFromStored({ push: { lessons: false, reminders: "no" }, quietHours: { start: "25:00" } }),
    ).toEqual({
      ...defaultNotificationPreferences(),
      push: { ...defaultNotificationPreferences().push, lessons: false },
    });
    expect(notificationPreferencesFromStored(JSON.stringify({ quietHours: night })).quietHours).toEqual(night);
  });

  it("refuses a malformed time and an empty window", () => {
    const base = defaultNotificationPreferences();
    expect(notificationPreferencesSchema.safeParse({ ...base, quietHours: night }).success).toBe(true);
    expect(
      notificationPreferencesSchema.safeParse({ ...base, quietHours: { start: "7:00", end: "08:00" } }).success,
    ).toBe(false);
    expect(
      notificationPreferencesSchema.safeParse({ ...base, quietHours: { start: "08:00", end: "08:00" } }).success,
    ).toBe(false);
  });
});

describe("the preferences form", () => {
  it("reads ticked kinds as push on, unticked as off, and quiet hours only when ticked", () => {
    const form = preferencesFormSchema.parse({
      payments: true,
      reminders: true,
      review: true,
      quietStart: "22:00",
      quietEnd: "06:30",
    });
    expect(preferencesFromForm(form)).toEqual({
      push: { payments: true, lessons: false, reminders: true, announcements: false, review: true },
      quietHours: null,
    });
    const quiet = preferencesFormSchema.parse({ quiet: true, quietStart: "22:00", quietEnd: "06:30" });
    expect(preferencesFromForm(quiet).quietHours).toEqual({ start: "22:00", end: "06:30" });
  });

  it("needs both times with quiet hours, and different ones", () => {
    expect(preferencesFormSchema.safeParse({ quiet: true, quietStart: "22:00" }).success).toBe(false);
    expect(preferencesFormSchema.safeParse({ quiet: true, quietStart: "22:00", quietEnd: "22:00" }).success).toBe(
      false,
    );
    expect(preferencesFormSchema.safeParse({ quietStart: "22:00", quietEnd: "22:00" }).success).toBe(true);
  });
});
