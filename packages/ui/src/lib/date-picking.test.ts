import { describe, expect, it } from "vitest";
import {
  clampDate,
  hourOf12,
  isIsoDate,
  isIsoTime,
  isoTime,
  minuteChoices,
  moveInGrid,
  shiftMonths,
  timeParts,
} from "./date-picking";

describe("the date field's values", () => {
  it("accepts only real YYYY-MM-DD days and HH:MM times", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2026-3-5")).toBe(false);
    expect(isIsoDate("٢٠٢٦-٠٣-٠٥")).toBe(false);
    expect(isIsoTime("23:59")).toBe(true);
    expect(isIsoTime("24:00")).toBe(false);
    expect(isIsoTime("9:30")).toBe(false);
  });

  it("moves a month on within the month's length, and clamps to min and max", () => {
    expect(shiftMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(shiftMonths("2026-03-15", -3)).toBe("2025-12-15");
    expect(shiftMonths("2028-02-29", 12)).toBe("2029-02-28");
    expect(clampDate("2026-01-01", "2026-02-01")).toBe("2026-02-01");
    expect(clampDate("2026-05-01", undefined, "2026-04-30")).toBe("2026-04-30");
    expect(clampDate("2026-03-01", "2026-02-01", "2026-04-30")).toBe("2026-03-01");
  });
});

describe("the calendar grid's keys", () => {
  // Wednesday 11 March 2026.
  const at = "2026-03-11";
  const rtl = { dir: "rtl" as const, weekStart: 6 as const };
  const ltr = { dir: "ltr" as const, weekStart: 6 as const };

  it("goes forward with the arrow that points to the end of the line: left in Arabic, right in English", () => {
    expect(moveInGrid(at, { key: "ArrowLeft", ...rtl })).toBe("2026-03-12");
    expect(moveInGrid(at, { key: "ArrowRight", ...rtl })).toBe("2026-03-10");
    expect(moveInGrid(at, { key: "ArrowRight", ...ltr })).toBe("2026-03-12");
    expect(moveInGrid(at, { key: "ArrowLeft", ...ltr })).toBe("2026-03-10");
  });

  it("moves by weeks, to the week's ends from its first day, and by months and years", () => {
    expect(moveInGrid(at, { key: "ArrowDown", ...rtl })).toBe("2026-03-18");
    expect(moveInGrid(at, { key: "ArrowUp", ...rtl })).toBe("2026-03-04");
    // Weeks from Saturday: Saturday 7 to Friday 13 March.
    expect(moveInGrid(at, { key: "Home", ...rtl })).toBe("2026-03-07");
    expect(moveInGrid(at, { key: "End", ...rtl })).toBe("2026-03-13");
    expect(moveInGrid(at, { key: "Home", dir: "ltr", weekStart: 1 })).toBe("2026-03-09");
    expect(moveInGrid(at, { key: "PageDown", ...rtl })).toBe("2026-04-11");
    expect(moveInGrid(at, { key: "PageUp", shiftKey: true, ...rtl })).toBe("2025-03-11");
    expect(moveInGrid(at, { key: "a", ...rtl })).toBeNull();
  });
});

describe("the time field's parts", () => {
  it("splits and joins times on either clock", () => {
    expect(timeParts("22:05")).toEqual({ hour: 22, minute: 5, period: "pm" });
    expect(timeParts("00:30")).toEqual({ hour: 0, minute: 30, period: "am" });
    expect(hourOf12(12, "am")).toBe(0);
    expect(hourOf12(12, "pm")).toBe(12);
    expect(hourOf12(10, "pm")).toBe(22);
    expect(isoTime(7, 5)).toBe("07:05");
  });

  it("offers minutes every step and keeps a minute off the step", () => {
    expect(minuteChoices(15)).toEqual([0, 15, 30, 45]);
    expect(minuteChoices(15, 7)).toEqual([0, 7, 15, 30, 45]);
    expect(minuteChoices(0)).toHaveLength(12);
  });
});
