import { describe, expect, it } from "vitest";
import { piastresToDecimalString, toPiastres, toPounds } from "./money";

describe("money in piastres", () => {
  it("converts prices in pounds to whole piastres without floating-point drift", () => {
    expect(toPiastres(0)).toBe(0);
    expect(toPiastres(500)).toBe(50_000);
    expect(toPiastres(19.99)).toBe(1999);
    expect(toPiastres(0.29)).toBe(29);
    expect(toPiastres(1.005)).toBe(101);
    expect(toPiastres(4.35)).toBe(435);
    expect(toPiastres(1_000_000)).toBe(100_000_000);
  });

  it("refuses what is not a price", () => {
    expect(() => toPiastres(-1)).toThrow(RangeError);
    expect(() => toPiastres(Number.NaN)).toThrow(RangeError);
    expect(() => toPiastres(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("gives pounds back for display and decimal strings for files", () => {
    expect(toPounds(1999)).toBe(19.99);
    expect(() => toPounds(1.5)).toThrow(RangeError);
    expect(piastresToDecimalString(50_000)).toBe("500.00");
    expect(piastresToDecimalString(1999)).toBe("19.99");
    expect(piastresToDecimalString(5)).toBe("0.05");
    expect(piastresToDecimalString(-1205)).toBe("-12.05");
  });
});
