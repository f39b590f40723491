import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { renderCertificatePdf, type CertificatePdfInput } from "./pdf.server";

const BASELINE = path.join(path.dirname(fileURLToPath(import.meta.url)), "__baseline__", "certificate.png");
const BRAND = [0x0b, 0x6b, 0x63];

/** A 96-pixel logo in the brand's colour (a ring around a diamond), made here so the test needs no file. */
function logo(): Buffer {
  const size = 96;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = Math.abs(x - 47.5);
      const dy = Math.abs(y - 47.5);
      const ring = Math.hypot(dx, dy) < 46 && Math.hypot(dx, dy) > 40;
      const diamond = dx + dy < 30 && dx + dy > 16;
      const i = (y * size + x) * 4;
      png.data.set(ring || diamond ? [...BRAND, 255] : [0, 0, 0, 0], i);
    }
  }
  return PNG.sync.write(png);
}

const CODE = "q3Vx8Jm2Rk9tLp4Wz7Yb1Nc5Hd6Fg0Sa2Ue8Io3Py4Q";
/**
 * The Arabic texts are free of the font's ligatures (نى, في, ين and lam-alef make one glyph each):
 * poppler reverses the letters of a ligature in right-to-left text (pdf.js does not), so "منى" would read
 * back as "مىن" however correctly it is drawn. The bidi cases are the same: a Latin digit in an Arabic
 * name, an English word in an Arabic title, Arabic-Indic digits in the dates.
 */
const INPUT: CertificatePdfInput = {
  code: CODE,
  number: "MSR-7K2P9QX4TZ8M",
  checkUrl: `https://masar.example/verify/${CODE}`,
  issuedAt: new Date(Date.UTC(2026, 2, 15, 10)),
  name: { ar: "سارة 2 محمود", latin: "Sara Mahmoud" },
  courseTitle: { ar: "تحليل البيانات بلغة Python", en: "Data Analysis with Python" },
  teacherName: { ar: "سامر حسان", en: "Samer Hassan" },
  institution: { ar: "مدرسة مسار", en: "Masar School" },
  logo: logo(),
  date: { ar: "١٥ مارس ٢٠٢٦", en: "15 March 2026", hijriAr: "٢٦ رمضان ١٤٤٧ هـ", hijriEn: "26 Ramadan 1447 AH" },
  hours: { ar: "١٢٫٥", en: "12.5" },
};

describe("renderCertificatePdf", () => {
  it("gives the same bytes for the same certificate, whatever the clock, and other bytes for another", async () => {
    const first = await renderCertificatePdf(INPUT);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(Date.UTC(2031, 6, 1, 12, 34, 56)));
      const second = await renderCertificatePdf(INPUT);
      expect(second.equals(first)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const other = await renderCertificatePdf({
      ...INPUT,
      code: `${CODE.slice(0, -1)}R`,
      checkUrl: `${INPUT.checkUrl.slice(0, -1)}R`,
    });
    expect(first.subarray(0, 8).toString("latin1")).toBe("%PDF-1.3");
    expect(other.equals(first)).toBe(false);
  });
});

const poppler = ["pdftotext", "pdftoppm", "pdfinfo"].every((tool) => spawnSync(tool, ["-v"]).status === 0);
if (!poppler) {
  console.warn(
    "Skipping the certificate PDF's read-back tests: pdftotext, pdftoppm or pdfinfo missing (Debian poppler-utils).",
  );
}

// On CI (.ci/run installs poppler-utils) a missing tool is a failure, not a silent skip.
it.runIf(process.env.CI === "true")("poppler-utils is installed on CI", () => {
  expect(poppler).toBe(true);
});

describe.skipIf(!poppler)("the certificate PDF read back with poppler", () => {
  let dir: string | undefined;
  const workDir = () => (dir ??= mkdtempSync(path.join(tmpdir(), "certificate-")));
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));
  let file: Promise<string> | undefined;
  /** The rendered fixture, written once. */
  const pdf = () =>
    (file ??= renderCertificatePdf(INPUT).then((bytes) => {
      const at = path.join(workDir(), "certificate.pdf");
      writeFileSync(at, bytes);
      return at;
    }));
  /** The page as pixels, rendered by pdftoppm at that resolution. */
  const render = async (dpi: number) => {
    const out = path.join(workDir(), `page-${dpi}`);
    execFileSync("pdftoppm", ["-r", String(dpi), "-png", "-singlefile", await pdf(), out]);
    return PNG.sync.read(readFileSync(`${out}.png`));
  };

  it("dates the file by the issue date and names Masar as its author", async () => {
    const info = execFileSync("pdfinfo", ["-isodates", await pdf()], { encoding: "utf8" });
    expect(info).toMatch(/^CreationDate: +2026-03-15T10:00:00Z$/m);
    expect(info).toMatch(/^ModDate: +2026-03-15T10:00:00Z$/m);
    expect(info).toMatch(/^Author: +Masar$/m);
    expect(info).toMatch(/^Page size: +841.89 x 595.28 pts \(A4\)$/m);
  });

  it("holds the texts in reading order", async () => {
    // -layout keeps the columns apart (3 spaces or more) and wraps each right-to-left run in RLE/PDF
    // marks (read here as spaces).
    const cells = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", await pdf(), "-"], { encoding: "utf8" })
      .split("\n")
      .flatMap((line) => line.split(/\s{3,}/))
      .map((cell) =>
        cell
          .replace(/[\u202a-\u202e]/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .filter(Boolean);

    expect(cells).toEqual(expect.arrayContaining(["Sara Mahmoud", "Data Analysis with Python", "شهادة إتمام"]));
    expect(cells).toContain("Certificate number: MSR-7K2P9QX4TZ8M");
    // Each column names the teacher in its own script.
    expect(cells).toContain("Instructor: Samer Hassan");
    expect(cells).toContain("سامر حسان : المدرّس");
    expect(cells).toContain("MSR-7K2P9QX4TZ8M : رقم الشهادة");
    expect(cells).toContain(INPUT.checkUrl);
    // pdftotext prints a line's runs from left to right, each right-to-left run in reading order: read
    // from the right, the name is سارة, 2, محمود and the title تحليل البيانات بلغة, then Python.
    expect(cells).toContain("محمود 2 سارة");
    expect(cells).toContain("Python تحليل البيانات بلغة");
    // Arabic-Indic numbers keep their digits in order: the year is the leftmost run, the day the
    // rightmost before the label (whose lam-alef ligature poppler reverses: not compared).
    expect(cells.filter((cell) => cell.startsWith("٢٠٢٦ مارس ١٥ :"))).toHaveLength(1);
    expect(cells).toContain("هـ ١٤٤٧ رمضان ٢٦");
  });

  it("carries a QR code that reads as the check URL", async () => {
    const page = await render(100);
    const found = jsQR(new Uint8ClampedArray(page.data), page.width, page.height);
    expect(found?.data).toBe(INPUT.checkUrl);
  });

  it("looks like its baseline image", async () => {
    const page = await render(40);
    if (process.env.UPDATE_CERTIFICATE_BASELINE === "1") {
      writeFileSync(BASELINE, PNG.sync.write(page, { colorType: 2, deflateLevel: 9 }));
    }
    const baseline = PNG.sync.read(readFileSync(BASELINE));
    expect([page.width, page.height]).toEqual([baseline.width, baseline.height]);
    // Pixels that differ by more than a little in any channel: none when the same poppler renders the
    // same file; a handful allowed for another poppler's anti-aliasing.
    let differing = 0;
    for (let i = 0; i < page.data.length; i += 4) {
      for (let c = 0; c < 3; c++) {
        if (Math.abs(page.data[i + c]! - baseline.data[i + c]!) > 48) {
          differing++;
          break;
        }
      }
    }
    expect(differing, "pixels that differ from __baseline__/certificate.png").toBeLessThanOrEqual(40);
  });
});
