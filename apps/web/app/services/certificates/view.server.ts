import type { Certificate } from "@masar/domain/certificate/certificate";
import type { Locale } from "@masar/domain/locale";
import { renderCertificatePdf } from "#app/certificates/pdf.server";
import { getFileStore } from "#app/files/index.server";
import { fixedT } from "#app/i18n/translate";
import { getRepositories } from "#app/repositories.server";
import { siteLink } from "#app/services/account/tokens.server";
import { getInstitution } from "./institution.server";

const LOCALES: readonly Locale[] = ["ar", "en"];
const ZONE = "Africa/Cairo";

/** The completion date in the locale (Cairo's day), and the Hijri one when the certificate prints it. */
function certificateDates(certificate: Pick<Certificate, "issuedAt" | "hijri">, locale: Locale) {
  const tag = `${locale}-EG`;
  const format = (calendar: string) =>
    new Intl.DateTimeFormat(`${tag}${calendar}`, { dateStyle: "long", timeZone: ZONE }).format(certificate.issuedAt);
  return { gregorian: format(""), hijri: certificate.hijri ? format("-u-ca-islamic-umalqura") : null };
}

/** The hours in the locale's digits ("١٫٥" / "1.5"). */
const hoursIn = (hours: number, locale: Locale) => new Intl.NumberFormat(`${locale}-EG`).format(hours);

/** Where anyone checks the certificate (the QR code's target). */
const checkUrlOf = (id: string) => siteLink(`/verify/${id}`);

/**
 * The certificate's fixed words in both languages, for the HTML sheet that shows both sides at once (a
 * page receives only its own language's messages).
 */
function sheetTexts(certificate: Pick<Certificate, "hours" | "institution">) {
  return Object.fromEntries(
    LOCALES.map((l) => {
      const t = fixedT(l);
      return [
        l,
        {
          heading: t("certificates:certificatePdf.heading"),
          certifies: t("certificates:certificatePdf.certifies", { institution: certificate.institution[l] }),
          completed: t("certificates:certificatePdf.completed"),
          teacher: t("certificates:certificatePdf.instructor"),
          date: t("certificates:certificatePdf.date"),
          hours: t("certificates:certificatePdf.hours"),
          hoursValue: t("certificates:certificate.hoursValue", { count: certificate.hours }),
        },
      ];
    }),
  ) as Record<
    Locale,
    Record<"heading" | "certifies" | "completed" | "teacher" | "date" | "hours" | "hoursValue", string>
  >;
}

/** What a page shows of a certificate, valid or revoked (never its student's id). */
export function certificateFacts(certificate: Certificate) {
  return {
    texts: sheetTexts(certificate),
    id: certificate.id,
    number: certificate.number,
    courseId: certificate.courseId,
    name: certificate.name,
    courseTitle: certificate.courseTitle,
    teacherName: certificate.teacherName,
    institution: certificate.institution,
    hours: certificate.hours,
    issuedAt: certificate.issuedAt,
    dates: Object.fromEntries(LOCALES.map((l) => [l, certificateDates(certificate, l)])) as Record<
      Locale,
      ReturnType<typeof certificateDates>
    >,
    revokedAt: certificate.revokedAt,
    revokedReason: certificate.revokedReason,
    checkUrl: checkUrlOf(certificate.id),
  };
}

/** The signed-in student's own certificate (an admin may open any); null for anyone else's or unknown. */
export async function ownCertificate(viewer: { uid: string; role: string }, id: string): Promise<Certificate | null> {
  const certificate = await (await getRepositories()).certificates.get(id);
  if (!certificate || (certificate.userId !== viewer.uid && viewer.role !== "admin")) return null;
  return certificate;
}

/** The id of the student's certificate for the course (the completion screen links it), or null. */
export async function certificateIdFor(uid: string, courseId: string): Promise<string | null> {
  const certificate = await (await getRepositories()).certificates.getForCourse(uid, courseId);
  return certificate && !certificate.revokedAt ? certificate.id : null;
}

/** The student's certificates as My Learning and the profile list them, newest first. */
export async function certificatesOf(uid: string) {
  return (await (await getRepositories()).certificates.listByUser(uid)).map((c) => ({
    id: c.id,
    number: c.number,
    courseTitle: c.courseTitle,
    issuedAt: c.issuedAt,
    revoked: c.revokedAt !== null,
  }));
}

const LOGO_MAX_BYTES = 1024 * 1024;

async function logoBytes(key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const store = await getFileStore();
  const stat = await store.stat(key);
  if (!stat || stat.type.kind !== "image" || stat.size > LOGO_MAX_BYTES) return null;
  if (stat.type.contentType !== "image/png" && stat.type.contentType !== "image/jpeg") return null;
  const chunks: Buffer[] = [];
  for await (const chunk of store.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Rendered PDFs kept in this process: a certificate's PDF never changes once issued (its facts are frozen). */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 64;

/**
 * The certificate's PDF: the same bytes every time (the renderer is deterministic), rendered once per
 * process and kept among the most recent few dozen. The logo is the institution's at rendering time.
 */
export async function certificatePdf(certificate: Certificate): Promise<Buffer> {
  const hit = cache.get(certificate.id);
  if (hit) {
    cache.delete(certificate.id);
    cache.set(certificate.id, hit);
    return hit;
  }
  const institution = await getInstitution();
  const [ar, en] = [certificateDates(certificate, "ar"), certificateDates(certificate, "en")];
  const pdf = await renderCertificatePdf({
    code: certificate.id,
    number: certificate.number,
    checkUrl: checkUrlOf(certificate.id),
    issuedAt: certificate.issuedAt,
    name: certificate.name,
    courseTitle: certificate.courseTitle,
    teacherName: certificate.teacherName,
    institution: certificate.institution,
    logo: await logoBytes(institution.logoKey),
    date: {
      ar: ar.gregorian,
      en: en.gregorian,
      ...(ar.hijri && en.hijri ? { hijriAr: ar.hijri, hijriEn: en.hijri } : {}),
    },
    hours: { ar: hoursIn(certificate.hours, "ar"), en: hoursIn(certificate.hours, "en") },
  });
  cache.set(certificate.id, pdf);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return pdf;
}
