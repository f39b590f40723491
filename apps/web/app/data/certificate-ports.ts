/**
 * Certificates' port (issue 35), beside the other repository ports in ./ports.ts, which re-exports it.
 */
import type { Certificate, CertificateName, NewCertificate } from "@masar/domain/certificate/certificate";

export interface CertificateRepository {
  /**
   * Issues the certificate unless the student already has one for the course: exactly one per student
   * and course, even when several requests race (a unique key, in one transaction). Returns the one that
   * exists, and whether this call made it. A revoked one stays revoked.
   */
  issue(certificate: NewCertificate): Promise<{ certificate: Certificate; created: boolean }>;
  /** By its public code; null when unknown. */
  get(id: string): Promise<Certificate | null>;
  /** The student's certificate for the course, revoked or not; null when none. */
  getForCourse(userId: string, courseId: string): Promise<Certificate | null>;
  /** The student's certificates, newest first. */
  listByUser(userId: string): Promise<Certificate[]>;
  /**
   * Newest first, one page; `q` matches the number (case-insensitive, any part) or the code exactly.
   * Firestore has no substring match: there `q` finds a whole number (any case) or the whole code, and
   * the contract holds both adapters only to those.
   */
  list(query: { q?: string; limit: number; offset: number }): Promise<{ items: Certificate[]; total: number }>;
  /**
   * Revokes it (the adapter's clock) with the reason; a revoked one keeps its first revocation. Null
   * when unknown.
   */
  revoke(id: string, reason: string): Promise<Certificate | null>;
  /** Revokes the student's certificate for the course when there is one (a refund); null when none. */
  revokeForCourse(userId: string, courseId: string, reason: string): Promise<Certificate | null>;
  /**
   * Makes a certificate revoked with exactly this reason valid again (a refunded course bought and
   * completed again: the same code checks valid once more); null when unknown, not revoked, or revoked
   * for another reason (an admin's revocation stands).
   */
  reinstate(id: string, reason: string): Promise<Certificate | null>;
  /** The name the student chose for certificates; null when never set (the display name serves). */
  getName(userId: string): Promise<CertificateName | null>;
  setName(userId: string, name: CertificateName): Promise<void>;
}
