import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  dateInZone,
  daysBetween,
  hourInZone,
  monthGrid,
  monthRange,
  startOfWeek,
  weekDates,
  WEEK_STARTS,
  DEFAULT_WEEK_START,
  isWeekStart,
  weekdayOf,
} from "./calendar-date";

describe("date-only arithmetic", () => {
  it("adds days across month, year and leap-day ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
  });

  it("is not moved by daylight-saving changes (Cairo's spring and autumn nights, Europe's too)", () => {
    // Egypt moved clocks forward on 2026-04-24 and back on 2026-10-29; Europe on 03-29 and 10-25.
    for (const [a, b] of [
      ["2026-04-23", "2026-04-25"],
      ["2026-10-28", "2026-10-30"],
      ["2026-03-28", "2026-03-30"],
      ["2026-10-24", "2026-10-26"],
    ] as const) {
      expect(addDays(a, 2)).toBe(b);
      expect(daysBetween(a, b)).toBe(2);
    }
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysBetween("2027-01-01", "2026-12-25")).toBe(-7);
  });

  it("names weekdays and the dates of a week for both week starts", () => {
    expect(weekdayOf("2026-11-23")).toBe(1); // a Monday
    expect(startOfWeek("2026-11-23", 6)).toBe("2026-11-21");
    expect(startOfWeek("2026-11-21", 6)).toBe("2026-11-21");
    expect(startOfWeek("2026-11-23", 1)).toBe("2026-11-23");
    expect(startOfWeek("2026-11-22", 1)).toBe("2026-11-16");
    expect(weekDates("2027-01-01", 6)).toEqual([
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("builds month grids of whole weeks from Saturday and from Monday", () => {
    const sat = monthGrid("2026-11", 6);
    expect(sat[0]![0]).toBe("2026-10-31");
    expect(sat.at(-1)!.at(-1)).toBe("2026-12-04");
    expect(sat).toHaveLength(5);
    expect(sat.every((w) => weekdayOf(w[0]!) === 6 && w.length === 7)).toBe(true);
    const mon = monthGrid("2026-11", 1);
    expect(mon[0]![0]).toBe("2026-10-26");
    expect(mon.at(-1)!.at(-1)).toBe("2026-12-06");
    expect(mon).toHaveLength(6);
    // February 2026 starts on a Sunday: from Sunday it is exactly four weeks.
    expect(monthGrid("2026-02", 0)).toHaveLength(4);
    expect(monthGrid("2026-02", 0).flat()).toContain("2026-02-28");
  });

  it("knows month ranges and steps months across years", () => {
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });

  it("reads the date and hour of an instant in Cairo, not in the machine's zone", () => {
    // 22:30 UTC is already the next day in Cairo (UTC+2 in winter).
    expect(dateInZone(new Date("2026-01-14T22:30:00Z"))).toBe("2026-01-15");
    expect(dateInZone(new Date("2026-01-14T22:30:00Z"), "UTC")).toBe("2026-01-14");
    expect(dateInZone(new Date("2026-01-14T10:30:00Z"), "Pacific/Kiritimati")).toBe("2026-01-15");
    expect(hourInZone(new Date("2026-01-14T16:00:00Z"))).toBe(18);
    expect(hourInZone(new Date("2026-07-14T15:00:00Z"))).toBe(18); // summer time, UTC+3
  });

  it("offers Saturday (the default), Sunday and Monday as the week's first day, nothing else", () => {
    expect(DEFAULT_WEEK_START).toBe(6);
    expect(WEEK_STARTS).toEqual([6, 0, 1]);
    expect([6, 0, 1].every(isWeekStart)).toBe(true);
    expect([2, 3, 4, 5, 7, -1, "6", null, 1.5].some(isWeekStart)).toBe(false);
  });
});

describe("the month grid and the week for each first day", () => {
  // November 2026: the 1st is a Sunday, the 30th a Monday; the 25th a Wednesday.
  const expected = {
    6: { first: "2026-10-31", last: "2026-12-04", weeks: 5, week: ["2026-11-21", "2026-11-27"] },
    0: { first: "2026-11-01", last: "2026-12-05", weeks: 5, week: ["2026-11-22", "2026-11-28"] },
    1: { first: "2026-10-26", last: "2026-12-06", weeks: 6, week: ["2026-11-23", "2026-11-29"] },
  } as const;
  for (const start of WEEK_STARTS) {
    it(`starts every row on weekday ${start}, whole weeks holding the whole month and nothing more`, () => {
      const grid = monthGrid("2026-11", start);
      const days = grid.flat();
      expect(grid).toHaveLength(expected[start].weeks);
      expect([days[0], days.at(-1)]).toEqual([expected[start].first, expected[start].last]);
      expect(grid.every((w) => w.length === 7 && weekdayOf(w[0]!) === start)).toBe(true);
      // Consecutive days, the 1st in the first row and the 30th in the last.
      expect(days.every((d, i) => i === 0 || daysBetween(days[i - 1]!, d) === 1)).toBe(true);
      expect(grid[0]).toContain("2026-11-01");
      expect(grid.at(-1)).toContain("2026-11-30");
      const week = weekDates("2026-11-25", start);
      expect([week[0], week[6]]).toEqual(expected[start].week);
      expect(weekdayOf(week[0]!)).toBe(start);
    });
  }
});
