import { describe, expect, it } from "vitest";
import { formatRelativeTime, relativeTime } from "./relative-time";

const now = new Date("2026-03-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("relativeTime (spec section 4)", () => {
  it("under a minute is 1 minute, never 0", () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: "minutes", value: 1 });
    expect(relativeTime(ago(59_000), now)).toEqual({ unit: "minutes", value: 1 });
  });
  it("a future time is treated as just now", () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now)).toEqual({ unit: "minutes", value: 1 });
  });
  it("under an hour gives minutes", () => {
    expect(relativeTime(ago(59 * MIN), now)).toEqual({ unit: "minutes", value: 59 });
  });
  it("under 24 hours gives hours", () => {
    expect(relativeTime(ago(HOUR), now)).toEqual({ unit: "hours", value: 1 });
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), now)).toEqual({ unit: "hours", value: 23 });
  });
  it("one day gives yesterday", () => {
    expect(relativeTime(ago(DAY), now)).toEqual({ unit: "yesterday" });
    expect(relativeTime(ago(2 * DAY - 1), now)).toEqual({ unit: "yesterday" });
  });
  it("under 7 days gives N days", () => {
    expect(relativeTime(ago(2 * DAY), now)).toEqual({ unit: "days", value: 2 });
    expect(relativeTime(ago(7 * DAY - 1), now)).toEqual({ unit: "days", value: 6 });
  });
  it("7 days or more gives the date", () => {
    expect(relativeTime(ago(7 * DAY), now)).toEqual({ unit: "date", date: ago(7 * DAY) });
  });
});

describe("formatRelativeTime through Intl", () => {
  it("English", () => {
    expect(formatRelativeTime(ago(5 * MIN), now, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(MIN), now, "en")).toBe("1 minute ago");
    expect(formatRelativeTime(ago(3 * HOUR), now, "en")).toBe("3 hours ago");
    expect(formatRelativeTime(ago(DAY), now, "en")).toBe("yesterday");
    expect(formatRelativeTime(ago(4 * DAY), now, "en")).toBe("4 days ago");
    expect(formatRelativeTime(ago(30 * DAY), now, "en")).toBe("13 February");
  });
  it("Arabic uses Arabic words and digits", () => {
    expect(formatRelativeTime(ago(5 * MIN), now, "ar")).toBe("قبل ٥ دقائق");
    expect(formatRelativeTime(ago(DAY), now, "ar")).toBe("أمس");
    expect(formatRelativeTime(ago(30 * DAY), now, "ar")).toBe("١٣ فبراير");
  });
});
