import { describe, expect, it } from "vitest";
import { calendarFormat } from "./format";

/** The optional Hijri date beside each Gregorian date (Intl, calendar islamic-umalqura). */
describe("calendar dates with the Hijri date beside them", () => {
  it("writes the Umm al-Qura date in Arabic with Arabic-Indic digits and in English with Western digits", () => {
    const ar = calendarFormat("ar");
    const en = calendarFormat("en");
    // 8 February 2027 is 1 Ramadan 1448 in the Umm al-Qura calendar.
    expect(ar.hijri("2027-02-08")).toBe("١ رمضان ١٤٤٨ هـ");
    expect(en.hijri("2027-02-08")).toBe("1 Ramadan 1448 AH");
    expect(ar.hijriDay("2027-02-08")).toBe("١ رمضان");
    expect(en.hijriDay("2027-02-08")).toBe("1 Ram.");
    // The Gregorian date it stands beside.
    expect(ar.long("2027-02-08")).toBe("الاثنين، ٨ فبراير ٢٠٢٧");
    expect(en.long("2027-02-08")).toBe("Monday, 8 February 2027");
  });

  it("turns the Hijri month and year where the Umm al-Qura calendar does, not a day early or late", () => {
    const en = calendarFormat("en");
    expect(en.hijri("2027-02-07")).toBe("30 Shaʻban 1448 AH");
    expect(en.hijri("2026-06-15")).toBe("29 Dhuʻl-Hijjah 1447 AH");
    expect(en.hijri("2026-06-16")).toBe("1 Muharram 1448 AH");
    expect(calendarFormat("ar").hijri("2026-11-23")).toBe("١٣ جمادى الآخرة ١٤٤٨ هـ");
  });

  it("never moves a date with the process's time zone (dates are days, formatted in UTC)", () => {
    const before = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Africa/Cairo"]) {
        process.env.TZ = zone;
        const en = calendarFormat("en");
        expect([en.day("2026-11-23"), en.hijriDay("2026-11-23")]).toEqual(["23", "13 Jum. II"]);
      }
    } finally {
      process.env.TZ = before;
    }
  });
});
