import { describe, expect, it } from "vitest";
import { shapingText, visualRuns } from "./bidi.server";

/** The runs of a one-style line, left to right, as [text in reading order, script]. */
const runs = (text: string, base: "rtl" | "ltr") =>
  visualRuns([{ text, style: null }], base).map((r) => [r.logical, r.script]);

describe("visualRuns", () => {
  it("puts an Arabic name with a Latin digit right to left, the digit in the Latin font", () => {
    expect(runs("منى 2 أحمد", "rtl")).toEqual([
      [" أحمد", "arabic"],
      ["2", "latin"],
      ["منى ", "arabic"],
    ]);
  });

  it("keeps an English word of an Arabic title at the line's end, on the left", () => {
    expect(runs("مقدمة في Python", "rtl")).toEqual([
      ["Python", "latin"],
      ["مقدمة في ", "arabic"],
    ]);
  });

  it("keeps Arabic-Indic numbers whole and in order", () => {
    expect(runs("١٥ مارس ٢٠٢٦", "rtl")).toEqual([
      ["٢٠٢٦", "arabic"],
      [" مارس ", "arabic"],
      ["١٥", "arabic"],
    ]);
  });

  it("mirrors brackets inside Arabic", () => {
    expect(runs("علي (الابن)", "rtl")).toEqual([
      ["(", "latin"],
      ["الابن", "arabic"],
      [")", "latin"],
      ["علي ", "arabic"],
    ]);
  });

  it("puts an Arabic name in an English line right to left", () => {
    expect(runs("Instructor: سامي حسين", "ltr")).toEqual([
      ["Instructor: ", "latin"],
      ["سامي حسين", "arabic"],
    ]);
  });

  it("lets an isolated value keep its direction and drops the isolating marks", () => {
    expect(runs("المدرّس: \u2068Prof. Sami!\u2069", "rtl")).toEqual([
      ["Prof. Sami!", "latin"],
      [" ", "arabic"],
      [":", "latin"],
      ["المدرّس", "arabic"],
    ]);
  });

  it("splits runs where the style changes", () => {
    const pieces = [
      { text: "رقم الشهادة: ", style: "label" },
      { text: "MSR-7K2P9QX4TZ8M", style: "value" },
    ];
    expect(visualRuns(pieces, "rtl").map((r) => [r.logical, r.style])).toEqual([
      ["MSR-7K2P9QX4TZ8M", "value"],
      [" ", "label"],
      [":", "label"],
      ["رقم الشهادة", "label"],
    ]);
  });
});

describe("shapingText", () => {
  it("gives fontkit Arabic in logical order, and Latin and a reversed Arabic-Indic number as they appear", () => {
    const [year, month] = visualRuns([{ text: "مارس ٢٠٢٦", style: null }], "rtl");
    expect(month!.logical).toBe("مارس ");
    expect(shapingText(month!)).toBe("مارس ");
    // fontkit reverses any Arabic-script text, digits included: the number goes in reversed.
    expect(shapingText(year!)).toBe("٦٢٠٢");
    const [python] = visualRuns([{ text: "مقدمة في Python", style: null }], "rtl");
    expect(shapingText(python!)).toBe("Python");
  });
});
