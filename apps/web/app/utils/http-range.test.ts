import { describe, expect, it } from "vitest";
import { parseRange } from "./http-range";

describe("parseRange", () => {
  it.each([
    [null, { kind: "whole" }],
    ["bytes=0-99", { kind: "partial", start: 0, end: 99 }],
    ["bytes=100-", { kind: "partial", start: 100, end: 999 }],
    ["bytes=990-5000", { kind: "partial", start: 990, end: 999 }],
    ["bytes=-10", { kind: "partial", start: 990, end: 999 }],
    ["bytes=-5000", { kind: "partial", start: 0, end: 999 }],
    ["BYTES = 5-5", { kind: "partial", start: 5, end: 5 }],
    ["items=0-5", { kind: "whole" }],
    ["bytes=0-1,5-6", { kind: "whole" }],
    ["bytes=1000-", { kind: "invalid" }],
    ["bytes=5-2", { kind: "invalid" }],
    ["bytes=-0", { kind: "invalid" }],
    ["bytes=abc", { kind: "invalid" }],
    ["bytes=-", { kind: "invalid" }],
    ["bytes=99999999999999999999-", { kind: "invalid" }],
  ])("%j of 1000 bytes → %j", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
