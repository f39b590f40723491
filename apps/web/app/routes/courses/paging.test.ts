import { describe, expect, it } from "vitest";
import { pageSize } from "./paging";

describe("pageSize", () => {
  it.each([
    ["", 24],
    ["show=48", 48],
    ["show=24", 24],
    ["show=10", 24],
    ["show=-5", 24],
    ["show=30.5", 24],
    ["show=abc", 24],
    ["show=99999", 10_000],
  ])("?%s shows %i cards", (query, expected) => {
    expect(pageSize(new URLSearchParams(query))).toBe(expected);
  });
});
