import { describe, expect, it } from "vitest";
import { countUsersByRole, poundsToPiastres } from "./statistics";

describe("countUsersByRole", () => {
  it("counts a missing or unknown role as student", () => {
    expect(
      countUsersByRole([
        ["teacher", 2],
        [null, 3],
        ["student", 4],
        ["owner", 1],
        ["admin", 1],
      ]),
    ).toEqual({ student: 8, teacher: 2, admin: 1 });
  });

  it("gives zero for every role without users", () => {
    expect(countUsersByRole([])).toEqual({ student: 0, teacher: 0, admin: 0 });
  });
});

describe("poundsToPiastres", () => {
  it("gives whole piastres, free of float error", () => {
    expect(poundsToPiastres(0.1 + 0.2)).toBe(30);
    expect(poundsToPiastres(1250)).toBe(125_000);
    expect(poundsToPiastres(19.99)).toBe(1999);
    expect(poundsToPiastres(0)).toBe(0);
  });
});
