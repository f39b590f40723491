import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readNumber } from "./number-reader";

const BIDI = ["\u200E", "\u200F", "\u061C", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2069"];
const DIGIT_ZEROS = [0x30, 0x0660, 0x06f0];

function inDigits(ascii: string, zero: number): string {
  return ascii.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
}

/** The text with each [index, mark] inserted before the character at index (modulo its length + 1). */
function withMarks(text: string, marks: readonly (readonly [number, string])[]): string {
  const chars = [...text];
  for (const [at, mark] of marks) chars.splice(at % (chars.length + 1), 0, mark);
  return chars.join("");
}

describe("readNumber", () => {
  it.each([
    ["3.14", 3.14],
    ["٣٫١٤", 3.14],
    ["۳٫۱۴", 3.14],
    ["\u200F3.14", 3.14],
    ["3\u200E.1\u200F4\u061C", 3.14],
    ["  42\t", 42],
    ["−5", -5],
    ["-5", -5],
    ["+7", 7],
    ["\u061C-١٢", -12],
    ["\u200E\u2212۱۲", -12],
    ["١٬٠٠٠", 1000],
    ["1,000", 1000],
    ["1,234,567.5", 1234567.5],
    ["1 000", 1000],
    ["1\u202F000\u202F000", 1_000_000],
    ["1\u00A0000 000", 1_000_000],
    ["١٬٢٣٤٬٥٦٧٫١٢٥", 1234567.125],
    ["1٢3", 123],
    ["007", 7],
    [".5", 0.5],
    ["5.", 5],
    ["1e3", 1000],
    ["1.5E-2", 0.015],
    ["2e+2", 200],
    ["٢e−٣", 0.002],
    ["-0", 0],
    ["3,14", null],
    ["1.234,5", null],
  ])("%j → %s", (text, expected) => {
    expect(readNumber(text)).toBe(expected);
  });

  it.each([
    ["3,14", 3.14],
    ["٣٫١٤", 3.14],
    ["1.234,5", 1234.5],
    ["1.234.567", 1234567],
    ["1\u202F234,5", 1234.5],
    ["١٬٢٣٤,٥", 1234.5],
    ["−0,5", -0.5],
    ["1,000", 1],
    ["3.14", null],
    ["1,2,3", null],
  ])("with decimalComma: %j → %s", (text, expected) => {
    expect(readNumber(text, { decimalComma: true })).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "\u200F",
    ".",
    "+",
    "−",
    "e5",
    "1e",
    "3.1.4",
    "3٫1.4",
    "12abc",
    "abc",
    "Infinity",
    "-Infinity",
    "NaN",
    "1e999",
    "0x10",
    "1,2,3",
    "1,23",
    "12,3456",
    "0,123",
    "1,00,000",
    "1,000٬000",
    "1,000 000",
    "1 2",
    "1  000",
    ",100",
    "1,000.5,5",
    "1.123 456",
    "50%",
    "٥٠٪",
    "--5",
    "+-5",
    "5-",
    "- 5",
    "3 4",
    "3/4",
    "½",
    "3²",
    "1e3.5",
  ])("%j is not a number", (text) => {
    expect(readNumber(text)).toBeNull();
  });

  const marks = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...BIDI)), { maxLength: 4 });
  const blank = fc.constantFrom("", " ", "\t", "\u00A0", "\n ");

  it("reads back any decimal written with any digits, separators, grouping, sign and bidi marks", () => {
    const written = fc.record({
      integer: fc.bigInt({ min: 0n, max: 10n ** 18n }).map(String),
      fraction: fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 10 }),
      point: fc.boolean(),
      omitZero: fc.boolean(),
      sign: fc.constantFrom("", "+", "-", "\u2212"),
      decimalComma: fc.boolean(),
      decimal: fc.boolean(),
      group: fc.option(fc.integer({ min: 0, max: 5 })),
      zero: fc.constantFrom(...DIGIT_ZEROS),
      marks,
      before: blank,
      after: blank,
    });
    fc.assert(
      fc.property(written, (w) => {
        const groupMarks = [w.decimalComma ? "." : ",", "\u066C", " ", "\u00A0", "\u2009", "\u202F"];
        const decimalMark = w.decimal ? "\u066B" : w.decimalComma ? "," : ".";
        const integer = w.group === null ? w.integer : w.integer.replace(/\B(?=(\d{3})+$)/g, groupMarks[w.group] ?? "");
        const hasPoint = w.point || w.fraction !== "";
        const shownInteger = w.omitZero && w.integer === "0" && w.fraction !== "" ? "" : integer;
        const body = inDigits(shownInteger + (hasPoint ? decimalMark + w.fraction : ""), w.zero);
        const text = w.before + withMarks(w.sign + body, w.marks) + w.after;

        const negative = w.sign === "-" || w.sign === "\u2212";
        const expected = Number(`${negative ? "-" : ""}${w.integer}.${w.fraction || "0"}`) || 0;
        expect(readNumber(text, { decimalComma: w.decimalComma })).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("reads back what Intl writes in Arabic, Persian, English, German, Moroccan and French, within its rounding", () => {
    const locales = [
      ["ar-EG", false],
      ["fa", false],
      ["en-GB", false],
      ["de", true],
      ["ar-MA", true],
      ["fr", true],
    ] as const;
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...locales),
        fc.boolean(),
        marks,
        (x, digits, [locale, decimalComma], useGrouping, bidi) => {
          const format = new Intl.NumberFormat(locale, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
            useGrouping,
          });
          const read = readNumber(withMarks(format.format(x), bidi), { decimalComma });
          expect(read).not.toBeNull();
          expect(Math.abs((read ?? NaN) - x)).toBeLessThanOrEqual(0.5 * 10 ** -digits + Math.abs(x) * 1e-15);
        },
      ),
      { numRuns: 500 },
    );
  });
});
