import type { LocalizedText } from "../locale";

/**
 * A certificate of completion (issue 35). What it says is frozen when it is issued: a later change of
 * the course's title, the teacher or the student's name does not change a certificate already given.
 */
export interface Certificate {
  /** The public code in the check URL (/verify/{id}): 256 random bits, base64url (43 characters). */
  id: string;
  /** The number printed on it, for people to quote: "MSR-" and 12 characters derived from the code. */
  number: string;
  userId: string;
  courseId: string;
  /** The day the last lesson was completed (the completion date printed). */
  issuedAt: Date;
  /** The student's name for certificates, in Arabic and in Latin letters. */
  name: { ar: string; latin: string };
  courseTitle: LocalizedText;
  /** The teacher's name in Arabic and in Latin letters (each side of the certificate shows its own). */
  teacherName: LocalizedText;
  /** The course's hours (its duration, in hours, to the half hour). */
  hours: number;
  /** The institution as the admin set it when the certificate was issued. */
  institution: LocalizedText;
  /** Print the Hijri date beside the Gregorian one (the student shows Hijri dates in her calendar). */
  hijri: boolean;
  revokedAt: Date | null;
  revokedReason: string | null;
}

/** A certificate to issue: the store sets nothing but what it is given. */
export type NewCertificate = Omit<Certificate, "revokedAt" | "revokedReason">;

/** The certificate name a profile holds; absent parts fall back to the display name. */
export interface CertificateName {
  ar: string;
  latin: string;
}
