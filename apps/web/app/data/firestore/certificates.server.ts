import type {
  DocumentReference,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Transaction,
} from "firebase-admin/firestore";
import type { Certificate, CertificateName } from "@masar/domain/certificate/certificate";
import { localizedFromStored } from "@masar/domain/course";
import type { CertificateRepository } from "../ports";
import { dateOf, toDate, type FirestoreContext } from "./context.server";

/**
 * A document of `certificates`, keyed by the public code. `numberKey` is the number in lower case: the
 * admin's search matches a whole number whatever its case (Firestore has no substring match).
 */
type CertificateDoc = Omit<Certificate, "id"> & { numberKey: string };

const text = (v: unknown) => (typeof v === "string" ? v : "");

const certificateConverter: FirestoreDataConverter<Certificate, CertificateDoc> = {
  toFirestore: ({ id: _id, ...fields }: Certificate): CertificateDoc => ({
    ...fields,
    numberKey: fields.number.toLowerCase(),
  }),
  fromFirestore(doc: QueryDocumentSnapshot): Certificate {
    const d = doc.data();
    return {
      id: doc.id,
      number: text(d.number),
      userId: d.userId,
      courseId: d.courseId,
      issuedAt: dateOf(d.issuedAt),
      name: { ar: text(d.name?.ar), latin: text(d.name?.latin) },
      courseTitle: { ar: text(d.courseTitle?.ar), en: text(d.courseTitle?.en) },
      // Issued before the teacher's name had two scripts: one string, read under its script's side.
      teacherName: localizedFromStored(d.teacherName),
      hours: Number(d.hours ?? 0),
      institution: { ar: text(d.institution?.ar), en: text(d.institution?.en) },
      hijri: d.hijri === true,
      revokedAt: toDate(d.revokedAt),
      revokedReason: typeof d.revokedReason === "string" ? d.revokedReason : null,
    };
  },
};

/**
 * A document of `certificateKeys`, id "<userId>__<courseId>": the student's one certificate for the
 * course. It is created in the same transaction as the certificate, with `create`, so of racing issues
 * exactly one commits (even on the in-process emulator, which does not detect transaction conflicts).
 */
interface CertificateKeyDoc {
  userId: string;
  courseId: string;
  certificateId: string;
}

const keyConverter: FirestoreDataConverter<CertificateKeyDoc, CertificateKeyDoc> = {
  toFirestore: (key: CertificateKeyDoc) => key,
  fromFirestore(doc: QueryDocumentSnapshot): CertificateKeyDoc {
    const d = doc.data();
    return { userId: d.userId, courseId: d.courseId, certificateId: text(d.certificateId) };
  },
};

/** A document of `certificateNames`, keyed by the user's id. */
const nameConverter: FirestoreDataConverter<CertificateName, CertificateName> = {
  toFirestore: (name: CertificateName) => ({ ar: name.ar, latin: name.latin }),
  fromFirestore(doc: QueryDocumentSnapshot): CertificateName {
    const d = doc.data();
    return { ar: text(d.ar), latin: text(d.latin) };
  },
};

/** gRPC ALREADY_EXISTS: a create met a document another writer made first. */
const ALREADY_EXISTS = 6;

/** How many times an issue that lost a race is tried again (the retry reads the winner's). */
const ISSUE_TRIES = 5;

/**
 * Whether the text can be a document id (the check URL's code comes from anyone): anything else is no
 * certificate, as in SQLite, instead of an error or another document's path.
 */
const isDocumentId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes("/") && id !== "." && id !== ".." && !/^__.*__$/.test(id);

/** Newest first; a tie (the same day) by code, descending, as SQLite orders them. */
const newestFirst = (a: Certificate, b: Certificate) =>
  b.issuedAt.getTime() - a.issuedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export function createCertificateRepository(ctx: FirestoreContext): CertificateRepository {
  const certificates = ctx.collection("certificates", certificateConverter);
  const keys = ctx.collection("certificateKeys", keyConverter);
  const names = ctx.collection("certificateNames", nameConverter);
  const keyRef = (userId: string, courseId: string) => keys.doc(`${userId}__${courseId}`);

  /** The student's certificate for the course, read in the transaction; its reference too. */
  const readForCourse = async (tx: Transaction, userId: string, courseId: string) => {
    const key = (await tx.get(keyRef(userId, courseId))).data();
    if (!key || !isDocumentId(key.certificateId)) return { key, ref: null, certificate: null };
    const ref = certificates.doc(key.certificateId);
    return { key, ref, certificate: (await tx.get(ref)).data() ?? null };
  };

  /** Revokes it in the transaction unless it already is (the first revocation stays). */
  const revokeIn = (
    tx: Transaction,
    ref: DocumentReference<Certificate, CertificateDoc>,
    current: Certificate,
    reason: string,
  ) => {
    if (current.revokedAt) return current;
    const fields = { revokedAt: ctx.now(), revokedReason: reason };
    tx.update(ref, fields);
    return { ...current, ...fields };
  };

  const issueOnce: CertificateRepository["issue"] = (certificate) =>
    ctx.db.runTransaction(async (tx) => {
      const existing = await readForCourse(tx, certificate.userId, certificate.courseId);
      if (existing.certificate) return { certificate: existing.certificate, created: false };
      const stored: Certificate = { ...certificate, revokedAt: null, revokedReason: null };
      const key: CertificateKeyDoc = {
        userId: certificate.userId,
        courseId: certificate.courseId,
        certificateId: certificate.id,
      };
      // A key left without its certificate (a purge cut short) is replaced; otherwise the key must be new.
      if (existing.key) tx.set(keyRef(certificate.userId, certificate.courseId), key);
      else tx.create(keyRef(certificate.userId, certificate.courseId), key);
      tx.create(certificates.doc(certificate.id), stored);
      return { certificate: stored, created: true };
    });

  return {
    async issue(certificate) {
      // A real Firestore retries a transaction that lost a race itself; a create that met the winner's
      // key (ALREADY_EXISTS) is not retried by the SDK: trying again reads the winner's certificate.
      for (let tries = 1; ; tries++) {
        try {
          return await issueOnce(certificate);
        } catch (error) {
          if (tries >= ISSUE_TRIES || (error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
        }
      }
    },

    async get(id) {
      if (!isDocumentId(id)) return null;
      return (await certificates.doc(id).get()).data() ?? null;
    },

    async getForCourse(userId, courseId) {
      const key = (await keyRef(userId, courseId).get()).data();
      if (!key || !isDocumentId(key.certificateId)) return null;
      return (await certificates.doc(key.certificateId).get()).data() ?? null;
    },

    async listByUser(userId) {
      const snap = await certificates.where("userId", "==", userId).orderBy("issuedAt", "desc").get();
      return snap.docs.map((d) => d.data()).sort(newestFirst);
    },

    async list({ q, limit, offset }) {
      const wanted = q?.trim() ?? "";
      if (wanted) {
        // A whole number (any case) or the whole code: at most a couple of certificates.
        const [byNumber, byCode] = await Promise.all([
          certificates.where("numberKey", "==", wanted.toLowerCase()).get(),
          isDocumentId(wanted) ? certificates.doc(wanted).get() : null,
        ]);
        const found = new Map(byNumber.docs.map((d) => [d.id, d.data()]));
        const coded = byCode?.data();
        if (coded) found.set(coded.id, coded);
        const all = [...found.values()].sort(newestFirst);
        return { items: all.slice(offset, offset + limit), total: all.length };
      }
      // The in-process emulator has no offsets: a page reads the ones before it too and drops them, as
      // the audit list does (admins read it a page at a time, from its start).
      const [page, total] = await Promise.all([
        certificates
          .orderBy("issuedAt", "desc")
          .limit(offset + limit)
          .get(),
        certificates.count().get(),
      ]);
      return { items: page.docs.slice(offset).map((d) => d.data()), total: total.data().count };
    },

    async revoke(id, reason) {
      if (!isDocumentId(id)) return null;
      const ref = certificates.doc(id);
      return ctx.db.runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data();
        return current ? revokeIn(tx, ref, current, reason) : null;
      });
    },

    async reinstate(id, reason) {
      if (!isDocumentId(id)) return null;
      const ref = certificates.doc(id);
      return ctx.db.runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data();
        if (!current?.revokedAt || current.revokedReason !== reason) return null;
        tx.update(ref, { revokedAt: null, revokedReason: null });
        return { ...current, revokedAt: null, revokedReason: null };
      });
    },

    async revokeForCourse(userId, courseId, reason) {
      return ctx.db.runTransaction(async (tx) => {
        const { ref, certificate } = await readForCourse(tx, userId, courseId);
        return ref && certificate ? revokeIn(tx, ref, certificate, reason) : null;
      });
    },

    async getName(userId) {
      return (await names.doc(userId).get()).data() ?? null;
    },

    async setName(userId, name) {
      await names.doc(userId).set(name);
    },
  };
}
