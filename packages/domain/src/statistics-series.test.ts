import { describe, expect, it } from "vitest";
import { isoDay, monthEdges, weekEdges, zonedMidnight } from "./statistics-series";
import { wallClock } from "./zoned-time";

describe("weekEdges", () => {
  // Egypt's summer time (UTC+3) ends in the night of Thursday 29 to Friday 30 October 2026 (UTC+2 after).
  const range = { from: zonedMidnight(2026, 10, 17), to: zonedMidnight(2026, 11, 16) };

  it("puts every edge at a Cairo midnight, seven calendar days apart, across the end of summer time", () => {
    const edges = weekEdges(range);
    expect(edges.map((e) => isoDay(e))).toEqual([
      "2026-10-17",
      "2026-10-24",
      "2026-10-31",
      "2026-11-07",
      "2026-11-14",
      "2026-11-16",
    ]);
    for (const edge of edges) expect(wallClock(edge, "Africa/Cairo")).toMatchObject({ hour: 0, minute: 0 });
    // The week with the change is 7 days and one hour long.
    expect(edges[2]!.getTime() - edges[1]!.getTime()).toBe((7 * 24 + 1) * 3_600_000);
  });

  it("counts a record at 23:30 on the last day of a week in that week", () => {
    const edges = weekEdges(range);
    const lateFriday = new Date("2026-10-30T21:30:00Z"); // 23:30 Cairo (UTC+2), Friday 30 October
    const week = edges.findIndex((e, i) => e <= lateFriday && lateFriday < edges[i + 1]!);
    expect(isoDay(edges[week]!)).toBe("2026-10-24");
  });

  it("ends with the range's end and has a single bucket for a short range", () => {
    const short = { from: zonedMidnight(2026, 3, 1), to: zonedMidnight(2026, 3, 4) };
    expect(weekEdges(short)).toEqual([short.from, short.to]);
    expect(monthEdges(short)).toEqual([short.from, short.to]);
  });
});
