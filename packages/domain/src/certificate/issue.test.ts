import { describe, expect, it } from "vitest";
import { certificateHours, certificateNumber, earnsCertificate } from "./issue";

describe("earnsCertificate", () => {
  it("needs every lesson of a course that has lessons", () => {
    expect(earnsCertificate({ completedLessons: 5, totalLessons: 5 })).toBe(true);
    expect(earnsCertificate({ completedLessons: 4, totalLessons: 5 })).toBe(false);
    expect(earnsCertificate({ completedLessons: 0, totalLessons: 0 })).toBe(false);
    expect(earnsCertificate(null)).toBe(false);
  });
});

describe("certificateHours", () => {
  it("rounds the duration to the half hour, never below half an hour", () => {
    expect(certificateHours(600)).toBe(10);
    expect(certificateHours(95)).toBe(1.5);
    expect(certificateHours(100)).toBe(1.5);
    expect(certificateHours(106)).toBe(2);
    expect(certificateHours(5)).toBe(0.5);
    expect(certificateHours(0)).toBe(0.5);
  });
});

describe("certificateNumber", () => {
  it("is MSR- and three groups of four unambiguous letters, the same for the same digest", () => {
    const digest = new Uint8Array(Array.from({ length: 32 }, (_, i) => i * 37));
    const number = certificateNumber(digest);
    expect(number).toMatch(/^MSR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(certificateNumber(digest)).toBe(number);
    expect(certificateNumber(new Uint8Array(32))).not.toBe(number);
  });
});
