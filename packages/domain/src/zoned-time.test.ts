import { describe, expect, it } from "vitest";
import { clockInZone, dateInZone, wallClock, zonedInstant } from "./zoned-time";

describe("zoned time (Cairo unless told)", () => {
  it("reads the wall clock and the offset in winter and in summer time", () => {
    expect(wallClock(new Date("2026-01-15T22:30:00Z"))).toEqual({
      year: 2026,
      month: 1,
      day: 16,
      hour: 0,
      minute: 30,
      second: 0,
      offsetMinutes: 120,
    });
    expect(wallClock(new Date("2026-07-01T12:00:00Z")).offsetMinutes).toBe(180);
    expect(wallClock(new Date("2026-07-01T12:00:00Z"), "Pacific/Kiritimati")).toMatchObject({ day: 2, hour: 2 });
  });

  it("finds the instant of a wall-clock time on either side of a daylight-saving change", () => {
    expect(zonedInstant(2026, 1, 16).toISOString()).toBe("2026-01-15T22:00:00.000Z");
    expect(zonedInstant(2026, 7, 1, 18, 0).toISOString()).toBe("2026-07-01T15:00:00.000Z");
    for (const at of ["2026-04-20T10:15:00Z", "2026-05-01T10:15:00Z", "2026-10-28T21:45:00Z", "2026-11-02T10:15:00Z"]) {
      const { year, month, day, hour, minute } = wallClock(new Date(at));
      expect(zonedInstant(year, month, day, hour, minute).toISOString()).toBe(new Date(at).toISOString());
    }
  });

  it("formats the date and the clock of an instant", () => {
    expect(dateInZone(new Date("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
    expect(dateInZone(new Date("2026-12-31T22:00:00Z"), "UTC")).toBe("2026-12-31");
    expect(clockInZone(new Date("2026-03-01T05:07:00Z"))).toBe("07:07");
  });

  it("reads the clock as the wall clock does, midnight and both daylight-saving changes included", () => {
    const pad = (n: number) => String(n).padStart(2, "0");
    // Every 7 minutes across 2026 (both Cairo changes) and in two more zones.
    for (const zone of ["Africa/Cairo", "Pacific/Kiritimati", "America/St_Johns"]) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 60_000 * 97) {
        const { hour, minute } = wallClock(new Date(t), zone);
        expect(clockInZone(new Date(t), zone), `${new Date(t).toISOString()} ${zone}`).toBe(
          `${pad(hour)}:${pad(minute)}`,
        );
      }
    }
    expect(clockInZone(new Date("2026-01-15T22:00:00Z"))).toBe("00:00");
  });
});
