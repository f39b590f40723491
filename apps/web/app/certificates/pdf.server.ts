/**
 * The certificate of completion as a PDF (issue 35): one A4 landscape page, Arabic on the right and
 * English on the left, mirrored, the institution's logo above the middle and the QR code of the check
 * URL below it, in the brand's colour.
 *
 * pdfkit shapes Arabic (fontkit joins the letters) but has no bidirectional algorithm, so each line is
 * ordered here: bidi-js gives every character its embedding level, the line is reordered by those levels
 * (rule L2 of UAX #9), and each run of one font and one level is drawn on its own, left to right. The
 * fonts are the UI's own (fonts.server.ts).
 *
 * The same input gives the same bytes: the document's dates are the certificate's issue date, its file
 * identifier is pdfkit's digest of the document information (which holds the certificate's number and
 * code), and the fonts are subset in the order the glyphs are drawn.
 */
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { localize, type Locale } from "@masar/domain/locale";
// The full server translator: the certificate is written in both languages, whatever the page's.
import "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { BRAND_COLOR } from "#app/mail/templates.server";
import { shapingText, visualRuns } from "./bidi.server";
import { certificateFonts, type FontName } from "./fonts.server";

/** Everything the certificate prints, decided and formatted by the caller. */
export interface CertificatePdfInput {
  /** The certificate's public code (the end of the check URL); the file's identifier derives from it. */
  code: string;
  /** The number people quote ("MSR-..."). */
  number: string;
  /** The absolute URL that checks this certificate: printed, and encoded in the QR code. */
  checkUrl: string;
  /** The day it was issued: the PDF's creation and modification dates. */
  issuedAt: Date;
  name: { ar: string; latin: string };
  courseTitle: { ar: string; en: string };
  /** The teacher's name in each script; a column whose side is empty prints the other. */
  teacherName: { ar: string; en: string };
  institution: { ar: string; en: string };
  /** The institution's logo, PNG or JPEG, or null to print none. */
  logo: Buffer | null;
  /** The completion date written in each language; the Hijri dates only when the student shows them. */
  date: { ar: string; en: string; hijriAr?: string; hijriEn?: string };
  /** The course's hours as a number written in each language ("١٢٫٥", "12.5"): a label precedes it. */
  hours: { ar: string; en: string };
}

const INK = "#10212b";
const MUTED = "#4b5b63";

const PAGE = { width: 841.89, height: 595.28 };
const COLUMN_WIDTH = 300;
/** The English column's left edge and the Arabic column's, mirrored; the strip between holds logo and QR. */
const COLUMNS = { en: 62, ar: PAGE.width - 62 - COLUMN_WIDTH } as const;
const CENTRE = PAGE.width / 2;
/** The footer's lines stay clear of the QR code between them. */
const FOOTER_WIDTH = 250;
/** The lowest baseline of the body, above the footer. */
const BODY_END = 428;

type Section =
  | "institution"
  | "heading"
  | "certifies"
  | "name"
  | "completed"
  | "course"
  | "instructor"
  | "date"
  | "hijri"
  | "hours"
  | "number"
  | "check";

type Face = "regular" | "bold";

/**
 * Any features make pdfkit lay a run out as a whole; without them it shapes word by word and puts the
 * words left to right, which reverses an Arabic phrase.
 */
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ["kern"];

/**
 * A value inside a sentence keeps its own direction (first-strong isolate, like HTML's <bdi>): a Latin
 * name's final "." stays at its end in an Arabic line.
 */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** A piece of a line in one style. */
interface Piece {
  text: string;
  face?: Face;
  color?: string;
}

/** A run to draw: text as fontkit must receive it, its font and colour, its width at size 1. */
interface Run {
  text: string;
  font: FontName;
  color: string;
  width: number;
}

/** The line's runs from left to right; widths grow in proportion to the size, so they are measured once. */
function layoutLine(doc: PDFKit.PDFDocument, pieces: Piece[], base: "rtl" | "ltr"): Run[] {
  const styled = pieces.map((p) => ({ text: p.text, style: p }));
  return visualRuns(styled, base).map((run) => {
    const text = shapingText(run);
    const font = `${run.script}-${run.style.face ?? "regular"}` as const;
    doc.font(font).fontSize(1);
    return { text, font, color: run.style.color ?? INK, width: doc.widthOfString(text, { features: FEATURES }) };
  });
}

const widthOf = (runs: Run[]) => runs.reduce((sum, r) => sum + r.width, 0);

/** Draws the runs at `size` with their left edge at x and their baseline at y. */
function drawRuns(doc: PDFKit.PDFDocument, runs: Run[], x: number, y: number, size: number) {
  let left = x;
  for (const run of runs) {
    doc
      .font(run.font)
      .fontSize(size)
      .fillColor(run.color)
      .text(run.text, left, y, { lineBreak: false, baseline: "alphabetic", features: FEATURES });
    left += run.width * size;
  }
}

interface Block {
  /** The paragraph's direction: the column's language's. */
  dir: "rtl" | "ltr";
  /** The centre of the lines. */
  centre: number;
  width: number;
  size: number;
  /** The smallest size a long text shrinks to before it wraps (or, when it may not, is squeezed to fit). */
  minSize?: number;
  /** Whether a text too long for one line at minSize may take two. */
  wrap?: boolean;
  /** The largest size of two lines, as a fraction of `size`: a large text on two lines weighs too much. */
  wrappedScale?: number;
  /** The distance between baselines, as a multiple of the size. */
  leading?: number;
}

/**
 * Lays out a text centred in a column from the baseline y, and draws it unless `draw` is false: on one
 * line at the largest size from `size` down to `minSize` at which it fits, else on two lines of about
 * equal width (split between words), else squeezed to the width. Returns the last line's baseline.
 */
function block(doc: PDFKit.PDFDocument, content: Piece[], y: number, b: Block, draw: boolean): number {
  const minSize = b.minSize ?? b.size;
  /** The largest size, in half points, at which lines this wide (at size 1) fit. */
  const fitting = (width: number) => Math.min(b.size, Math.floor((b.width / width) * 2) / 2);

  let lines = [layoutLine(doc, content, b.dir)];
  let size = fitting(widthOf(lines[0]!));
  const words = content.length === 1 ? content[0]!.text.split(/\s+/).filter(Boolean) : [];
  if (size < minSize && b.wrap && words.length > 1) {
    // The split between words whose wider line is the narrowest.
    const splits = words
      .slice(1)
      .map((_, i) =>
        [words.slice(0, i + 1), words.slice(i + 1)].map((part) =>
          layoutLine(doc, [{ ...content[0]!, text: part.join(" ") }], b.dir),
        ),
      );
    const widest = (split: Run[][]) => Math.max(...split.map(widthOf));
    lines = splits.reduce((best, split) => (widest(split) < widest(best) ? split : best));
    size = Math.min(fitting(widest(lines)), b.size * (b.wrappedScale ?? 1));
  }
  size = Math.max(size, minSize);

  const leading = size * (b.leading ?? 1.55);
  lines.forEach((runs, i) => {
    // A line still too wide at the smallest size is squeezed to the width.
    const lineSize = Math.min(size, b.width / widthOf(runs));
    if (draw) drawRuns(doc, runs, b.centre - (widthOf(runs) * lineSize) / 2, y + i * leading, lineSize);
  });
  return y + (lines.length - 1) * leading;
}

/** The QR code as dark squares, error correction M, `side` points wide with its quiet zone inside. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const cell = side / (modules.size + 2 * quiet);
  doc.rect(x, y, side, side).fill("#ffffff");
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per stretch of dark modules in the row: fewer, seamless shapes.
    for (let col = 0; col < modules.size; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < modules.size && modules.get(row, end)) end++;
      doc.rect(x + (quiet + col) * cell, y + (quiet + row) * cell, (end - col) * cell, cell);
      col = end;
    }
  }
  doc.fill("#000000");
}

/** A small diamond, the frame's ornament. */
function diamond(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number) {
  doc.polygon([cx, cy - r], [cx + r, cy], [cx, cy + r], [cx - r, cy]).fill(BRAND_COLOR);
}

/** The certificate as PDF bytes: the same input gives the same bytes. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const t = (locale: Locale, key: string, values?: Record<string, string>) =>
    fixedT(locale)(`certificates:certificatePdf.${key}`, values);

  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    lang: "ar",
    displayTitle: true,
    info: {
      Title: `${t("en", "heading")} · ${input.name.latin}`,
      Author: "Masar",
      Subject: input.courseTitle.en,
      // In the information, so in the digest pdfkit makes the file identifier (/ID) of: one per
      // certificate, the same on every render.
      Keywords: `${input.number} ${input.code}`,
      Creator: "Masar",
      Producer: "Masar",
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });
  for (const [name, bytes] of Object.entries(certificateFonts())) doc.registerFont(name, bytes);

  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // The frame: a strong line, a hairline inside it, diamonds at the corners.
  doc
    .lineWidth(3)
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .stroke(BRAND_COLOR);
  doc
    .lineWidth(0.75)
    .rect(29, 29, PAGE.width - 58, PAGE.height - 58)
    .stroke(BRAND_COLOR);
  for (const [cx, cy] of [
    [29, 29],
    [PAGE.width - 29, 29],
    [29, PAGE.height - 29],
    [PAGE.width - 29, PAGE.height - 29],
  ] as const) {
    diamond(doc, cx, cy, 6);
  }

  // The middle strip: the logo at the top, a rule, the QR code at the bottom with the URL under it.
  const qrSide = 92;
  const qrTop = 430;
  if (input.logo) {
    doc.image(input.logo, CENTRE - 45, 52, { fit: [90, 72], align: "center", valign: "center" });
  }
  doc.lineWidth(0.75).moveTo(CENTRE, 150).lineTo(CENTRE, 400).stroke(BRAND_COLOR);
  diamond(doc, CENTRE, 410, 3.5);
  drawQr(doc, input.checkUrl, CENTRE - qrSide / 2, qrTop, qrSide);
  doc
    .font("latin-regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(input.checkUrl, CENTRE - doc.widthOfString(input.checkUrl) / 2, qrTop + qrSide + 14, {
      lineBreak: false,
      baseline: "alphabetic",
      link: input.checkUrl,
    });

  // The two columns, section by section so that both keep the same rhythm: each section's baseline
  // is the gap below the lower of the two columns' previous one.
  const columns = (["ar", "en"] as const).map((locale) => {
    const dir = locale === "ar" ? ("rtl" as const) : ("ltr" as const);
    const centre = COLUMNS[locale] + COLUMN_WIDTH / 2;
    const at = (size: number, extra: Partial<Block> = {}): Block => ({
      dir,
      centre,
      width: COLUMN_WIDTH,
      size,
      ...extra,
    });
    const text = (value: string, face: Face = "regular", color = INK): Piece[] => [{ text: value, face, color }];
    const detail = (key: string, value: string): Piece[] => [
      { text: `${t(locale, key)}: `, color: MUTED },
      { text: isolate(value), face: "bold" },
    ];
    const hijri = locale === "ar" ? input.date.hijriAr : input.date.hijriEn;
    const sections: Record<Section, [Piece[], Block] | null> = {
      institution: [
        text(input.institution[locale], "bold", BRAND_COLOR),
        at(14, { minSize: 11, wrap: true, leading: 1.4 }),
      ],
      heading: [text(t(locale, "heading"), "bold", BRAND_COLOR), at(locale === "ar" ? 34 : 28, { minSize: 20 })],
      certifies: [
        text(t(locale, "certifies", { institution: isolate(input.institution[locale]) }), "regular", MUTED),
        at(12.5, { minSize: 10, wrap: true }),
      ],
      name: [
        text(locale === "ar" ? input.name.ar : input.name.latin, "bold"),
        at(30, { minSize: 20, wrap: true, wrappedScale: 0.8, leading: 1.3 }),
      ],
      completed: [text(t(locale, "completed"), "regular", MUTED), at(12.5, { minSize: 10 })],
      course: [
        text(input.courseTitle[locale], "bold", BRAND_COLOR),
        at(20, { minSize: 15, wrap: true, wrappedScale: 0.85, leading: 1.4 }),
      ],
      instructor: [detail("instructor", localize(input.teacherName, locale)), at(11.5, { minSize: 9 })],
      date: [detail("date", input.date[locale]), at(11.5, { minSize: 9 })],
      hijri: hijri ? [text(hijri, "regular", MUTED), at(10.5, { minSize: 9 })] : null,
      hours: [detail("hours", input.hours[locale]), at(11.5, { minSize: 9 })],
      number: [detail("number", input.number), at(11, { minSize: 9, width: FOOTER_WIDTH })],
      check: [
        text(t(locale, "check"), "regular", MUTED),
        at(9.5, { minSize: 8.5, wrap: true, leading: 1.5, width: FOOTER_WIDTH }),
      ],
    };
    return sections;
  });
  /** Lays out (and draws) a section in both columns from baseline y; returns the lower last baseline. */
  const section = (name: Section, y: number, draw: boolean) =>
    Math.max(...columns.map((c) => (c[name] ? block(doc, c[name][0], y, c[name][1], draw) : y)));

  // The body's sections and the gap above each. When long names or titles would reach the footer, a
  // first pass measures by how much, and the gaps shrink (down to 3/4) to make room.
  const body: [Section, number][] = [
    ["institution", 74],
    ["heading", 62],
    ["certifies", 36],
    ["name", 46],
    ["completed", 34],
    ["course", 32],
    ["instructor", 40],
    ["date", 20],
    ...(input.date.hijriAr || input.date.hijriEn ? ([["hijri", 17]] as [Section, number][]) : []),
    ["hours", 20],
  ];
  const flow = (scale: number, draw: boolean) =>
    body.reduce((y, [name, gap], i) => {
      const baseline = section(name, i === 0 ? gap : y + gap * scale, draw);
      // A short rule with a diamond under each heading.
      if (draw && name === "heading") {
        for (const locale of ["ar", "en"] as const) {
          const centre = COLUMNS[locale] + COLUMN_WIDTH / 2;
          doc
            .lineWidth(0.75)
            .moveTo(centre - 46, baseline + 17 * scale)
            .lineTo(centre + 46, baseline + 17 * scale)
            .stroke(BRAND_COLOR);
          diamond(doc, centre, baseline + 17 * scale, 3.5);
        }
      }
      return baseline;
    }, 0);
  const gaps = body.slice(1).reduce((sum, [, gap]) => sum + gap, 0);
  const overflow = flow(1, false) - BODY_END;
  flow(overflow > 0 ? Math.max(0.75, 1 - overflow / gaps) : 1, true);
  section("number", 468, true);
  section("check", 490, true);

  doc.end();
  return done;
}
