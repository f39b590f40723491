import type { CourseProgress } from "../course";

/**
 * Whether a student's progress in a course earns its certificate: every lesson completed (a quiz lesson
 * counts once passed at its pass mark: the practice service completes it only then), in a course that
 * has lessons.
 */
export function earnsCertificate(progress: CourseProgress | null): boolean {
  return progress !== null && progress.totalLessons > 0 && progress.completedLessons >= progress.totalLessons;
}

/** A course's hours as a certificate prints them: its duration to the nearest half hour, at least half an hour. */
export function certificateHours(durationMinutes: number): number {
  return Math.max(0.5, Math.round(Math.max(0, durationMinutes) / 30) / 2);
}

/** Letters that cannot be misread (no 0/O, 1/I/L), for numbers people type. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * The number printed on a certificate, "MSR-XXXX-XXXX-XXXX", from bytes of a digest of its code (the
 * caller hashes): stable for a certificate, and saying nothing of how many were issued.
 */
export function certificateNumber(digest: Uint8Array): string {
  const chars = Array.from(digest.slice(0, 12), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `MSR-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}
