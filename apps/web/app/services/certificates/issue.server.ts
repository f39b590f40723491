import { createHash, randomBytes } from "node:crypto";
import { certificateHours, certificateNumber, earnsCertificate } from "@masar/domain/certificate/issue";
import type { Certificate } from "@masar/domain/certificate/certificate";
import { fixedT } from "#app/i18n/translate";
import { getRepositories } from "#app/repositories.server";
import { notify } from "#app/services/notify.server";
import { now } from "#app/utils/clock.server";
import { getInstitution } from "./institution.server";
import { REFUND } from "./revoke.server";

const both = <T>(make: (locale: "ar" | "en") => T) => ({ ar: make("ar"), en: make("en") });

/**
 * Issues the course's certificate to the student when her progress earns it and her address is
 * verified (a certificate goes to a proved person), once: the store keeps one per student and course
 * however many requests race. The new one is announced in-app ("Your certificate is ready"). Called
 * after every completed lesson and when an address is verified. Null when nothing was issued now.
 */
export async function issueIfEarned(userId: string, courseId: string): Promise<Certificate | null> {
  const repos = await getRepositories();
  // Most completed lessons are not the last: one read settles those.
  if (!earnsCertificate(await repos.enrollments.progress(userId, courseId))) return null;
  const [existing, profile] = await Promise.all([
    repos.certificates.getForCourse(userId, courseId),
    repos.users.get(userId),
  ]);
  if (!profile?.emailVerified) return null;
  if (existing) return existing.revokedReason === REFUND ? reinstate(existing, userId, courseId) : null;
  const [course, lessons, chosenName, calendar, institution] = await Promise.all([
    repos.courses.getById(courseId),
    repos.lessons.listByCourse(courseId),
    repos.certificates.getName(userId),
    repos.calendarSettings.get(userId),
    getInstitution(),
  ]);
  if (!course) return null;
  const code = randomBytes(32).toString("base64url");
  const { certificate, created } = await repos.certificates.issue({
    id: code,
    number: certificateNumber(createHash("sha256").update(code).digest()),
    userId,
    courseId,
    issuedAt: now(),
    name: {
      ar: chosenName?.ar.trim() || profile.displayName,
      latin: chosenName?.latin.trim() || profile.displayName,
    },
    courseTitle: course.title,
    teacherName: course.instructor,
    hours: certificateHours(lessons.reduce((sum, l) => sum + l.durationMinutes, 0)),
    institution: institution.name,
    hijri: calendar.hijri,
  });
  if (!created) return null;
  await announce(userId, courseId, certificate);
  return certificate;
}

/** "Your certificate is ready", in both languages; it opens the certificate. */
async function announce(userId: string, courseId: string, certificate: Certificate) {
  const title = certificate.courseTitle;
  await notify({
    userId,
    kind: "lessons",
    type: "certificate",
    data: { courseId, certificateId: certificate.id },
    localized: both((l) => {
      const t = fixedT(l);
      return {
        title: t("certificates:certificate.readyTitle"),
        body: t("certificates:certificate.readyBody", { title: title[l] || title.ar }),
      };
    }),
  });
}

/**
 * A refunded course bought and completed again: its certificate, revoked by the refund, is valid again
 * (the same code and PDF), and the student is told as for a new one.
 */
async function reinstate(existing: Certificate, userId: string, courseId: string): Promise<Certificate | null> {
  const repos = await getRepositories();
  const certificate = await repos.certificates.reinstate(existing.id, REFUND);
  if (!certificate) return null;
  await announce(userId, courseId, certificate);
  return certificate;
}

/** After an address is verified: the certificates her completed courses earned while it was not. */
export async function issueEarnedCertificates(userId: string): Promise<void> {
  const repos = await getRepositories();
  for (const enrollment of await repos.enrollments.listByUser(userId)) {
    await issueIfEarned(userId, enrollment.courseId);
  }
}
