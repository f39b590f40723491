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
});
