import { describe, expect, it } from "vitest";
import { chooseRange } from "./admin-statistics.server";

// 10:00 in Cairo on 23 November 2026 (UTC+2).
const now = new Date("2026-11-23T08:00:00Z");
const choose = (query: string) => chooseRange(new URLSearchParams(query), now);

describe("chooseRange", () => {
  it("defaults to the last 30 days, to the end of today in Cairo (summer time until 29 October)", () => {
    const choice = choose("");
    expect(choice.ok && choice.period).toBe("30d");
    expect(choice.ok && [choice.range.from.toISOString(), choice.range.to.toISOString()]).toEqual([
      "2026-10-24T21:00:00.000Z",
      "2026-11-23T22:00:00.000Z",
    ]);
  });

  it("takes this term from 1 September", () => {
    const choice = choose("period=term");
    expect(choice.ok && choice.range.from.toISOString()).toBe("2026-08-31T21:00:00.000Z");
  });

  it("takes custom days, both inclusive", () => {
    const choice = choose("period=custom&from=2026-01-01&to=2026-01-21");
    expect(choice.ok && (choice.range.to.getTime() - choice.range.from.getTime()) / 86_400_000).toBe(21);
  });

  it("names what is wrong with a custom range", () => {
    const error = (q: string) => {
      const c = choose(q);
      return c.ok ? null : c.error;
    };
    expect(error("period=custom&from=2026-02-30&to=2026-03-10")).toEqual({ key: "statistics.range.invalidDate" });
    expect(error("period=custom&from=2026-03-01")).toEqual({ key: "statistics.range.invalidDate" });
    expect(error("period=custom&from=2026-03-10&to=2026-03-01")).toEqual({ key: "statistics.range.order" });
    expect(error("period=custom&from=2024-01-01&to=2026-01-01")).toEqual({
      key: "statistics.range.tooLong",
      values: { count: 370 },
    });
    expect(error("period=decade")).toEqual({ key: "statistics.range.invalidPeriod" });
  });
});
