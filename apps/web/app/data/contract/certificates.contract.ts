import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Certificate, NewCertificate } from "@masar/domain/certificate/certificate";
import type { ContractContext } from "./harness";

const DAY = 24 * 60 * 60 * 1000;

/**
 * A certificate to issue, its code and number derived from `tag` as the real ones are from random bits:
 * a 43-character base64url code and "MSR-" with 12 upper-case characters.
 */
export function newCertificate(tag: string, over: Partial<NewCertificate> = {}): NewCertificate {
  const digest = createHash("sha256").update(tag).digest();
  return {
    id: digest.toString("base64url"),
    number: `MSR-${digest.toString("hex").slice(0, 12).toUpperCase()}`,
    userId: "u1",
    courseId: "c1",
    issuedAt: new Date("2026-01-01T00:00:00Z"),
    name: { ar: "منى أحمد", latin: "Mona Ahmed" },
    courseTitle: { ar: "أساسيات البرمجة", en: "Programming Basics" },
    teacherName: { ar: "د. سارة", en: "Dr. Sara" },
    hours: 12.5,
    institution: { ar: "جامعة القاهرة", en: "Cairo University" },
    hijri: false,
    ...over,
  };
}

const issued = (c: NewCertificate): Certificate => ({ ...c, revokedAt: null, revokedReason: null });

/** Certificates of completion (issue 35): one per student and course, found by code, revocable. */
export function describeCertificates(t: ContractContext) {
  describe("certificates", () => {
    const on = (day: number) => new Date(Date.UTC(2026, 0, day));

    it("issues once: a second issue returns the first certificate, unchanged", async () => {
      const first = newCertificate("first", { hijri: true });
      const made = await t.repos.certificates.issue(first);
      expect(made).toEqual({ certificate: issued(first), created: true });
      expect(made.certificate.issuedAt).toBeInstanceOf(Date);

      const second = newCertificate("second", {
        issuedAt: on(5),
        name: { ar: "اسم آخر", latin: "Another" },
        courseTitle: { ar: "عنوان جديد", en: "New title" },
        hours: 3,
      });
      expect(await t.repos.certificates.issue(second)).toEqual({ certificate: issued(first), created: false });
      expect(await t.repos.certificates.get(first.id)).toEqual(issued(first));
      expect(await t.repos.certificates.get(second.id)).toBeNull();
      expect(await t.repos.certificates.listByUser("u1")).toEqual([issued(first)]);
    });

    it("of five issues at once for one student and course, exactly one makes it", async () => {
      const racing = await Promise.all(
        Array.from({ length: 5 }, (_, i) => t.repos.certificates.issue(newCertificate(`race-${i}`))),
      );
      expect(racing.filter((r) => r.created)).toHaveLength(1);
      const winner = racing.find((r) => r.created)!.certificate;
      expect(racing.every((r) => r.certificate.id === winner.id)).toBe(true);
      expect(racing.every((r) => r.certificate.number === winner.number)).toBe(true);
      expect(await t.repos.certificates.listByUser("u1")).toEqual([winner]);
      expect((await t.repos.certificates.list({ limit: 10, offset: 0 })).total).toBe(1);
    });

    it("a student's certificates for other courses, and other students', are their own", async () => {
      const a = newCertificate("a");
      const b = newCertificate("b", { courseId: "c2", issuedAt: on(3) });
      const other = newCertificate("other", { userId: "u2", issuedAt: on(2) });
      for (const c of [a, b, other]) expect((await t.repos.certificates.issue(c)).created).toBe(true);

      expect(await t.repos.certificates.getForCourse("u1", "c1")).toEqual(issued(a));
      expect(await t.repos.certificates.getForCourse("u1", "c2")).toEqual(issued(b));
      expect(await t.repos.certificates.getForCourse("u2", "c1")).toEqual(issued(other));
      expect(await t.repos.certificates.getForCourse("u2", "c2")).toBeNull();
      expect(await t.repos.certificates.getForCourse("u3", "c1")).toBeNull();
      // Newest first, only the student's.
      expect(await t.repos.certificates.listByUser("u1")).toEqual([issued(b), issued(a)]);
      expect(await t.repos.certificates.listByUser("u2")).toEqual([issued(other)]);
      expect(await t.repos.certificates.listByUser("u3")).toEqual([]);
    });

    it("an unknown code is no certificate, whatever it holds", async () => {
      await t.repos.certificates.issue(newCertificate("known"));
      for (const code of [newCertificate("unknown").id, "", "a/b", "..", "__x__", "x".repeat(2000)]) {
        expect(await t.repos.certificates.get(code)).toBeNull();
        expect(await t.repos.certificates.revoke(code, "why")).toBeNull();
      }
    });

    it("lists every certificate newest first, a page at a time, with the total", async () => {
      const all = [1, 2, 3, 4, 5].map((day) => newCertificate(`list-${day}`, { userId: `u${day}`, issuedAt: on(day) }));
      for (const c of all) await t.repos.certificates.issue(c);
      const newest = all.map(issued).reverse();

      expect(await t.repos.certificates.list({ limit: 2, offset: 0 })).toEqual({ items: newest.slice(0, 2), total: 5 });
      expect(await t.repos.certificates.list({ limit: 2, offset: 2 })).toEqual({ items: newest.slice(2, 4), total: 5 });
      expect(await t.repos.certificates.list({ limit: 2, offset: 4 })).toEqual({ items: newest.slice(4), total: 5 });
      expect(await t.repos.certificates.list({ limit: 2, offset: 6 })).toEqual({ items: [], total: 5 });
      expect(await t.repos.certificates.list({ q: "", limit: 10, offset: 0 })).toEqual({ items: newest, total: 5 });
    });

    it("finds one by its whole number, in any case, or by its exact code", async () => {
      const all = [1, 2, 3].map((day) => newCertificate(`find-${day}`, { userId: `u${day}`, issuedAt: on(day) }));
      for (const c of all) await t.repos.certificates.issue(c);
      const [, two] = all.map(issued);
      const found = { items: [two], total: 1 };

      expect(await t.repos.certificates.list({ q: two!.number, limit: 10, offset: 0 })).toEqual(found);
      expect(await t.repos.certificates.list({ q: two!.number.toLowerCase(), limit: 10, offset: 0 })).toEqual(found);
      expect(await t.repos.certificates.list({ q: two!.id, limit: 10, offset: 0 })).toEqual(found);
      expect(await t.repos.certificates.list({ q: two!.id, limit: 10, offset: 1 })).toEqual({ items: [], total: 1 });
      expect(await t.repos.certificates.list({ q: "MSR-000000000000", limit: 10, offset: 0 })).toEqual({
        items: [],
        total: 0,
      });
      expect(await t.repos.certificates.list({ q: "a/b", limit: 10, offset: 0 })).toEqual({ items: [], total: 0 });
    });

    it("revokes by the adapter's clock with the reason; the first revocation stays", async () => {
      const c = newCertificate("revoke");
      await t.repos.certificates.issue(c);
      const at = t.clock.advance(DAY);
      const revoked = { ...c, revokedAt: at, revokedReason: "Refunded" };
      expect(await t.repos.certificates.revoke(c.id, "Refunded")).toEqual(revoked);
      expect((await t.repos.certificates.get(c.id))!.revokedAt).toBeInstanceOf(Date);
      expect(await t.repos.certificates.get(c.id)).toEqual(revoked);

      t.clock.advance(DAY);
      expect(await t.repos.certificates.revoke(c.id, "Again")).toEqual(revoked);
      expect(await t.repos.certificates.revokeForCourse("u1", "c1", "Again")).toEqual(revoked);
      expect(await t.repos.certificates.get(c.id)).toEqual(revoked);
      // A revoked one stays revoked: issuing again gives it back as it is.
      expect(await t.repos.certificates.issue(newCertificate("revoke-again"))).toEqual({
        certificate: revoked,
        created: false,
      });
      expect(await t.repos.certificates.list({ q: c.number, limit: 10, offset: 0 })).toEqual({
        items: [revoked],
        total: 1,
      });
    });

    it("reinstates a certificate revoked for that reason only", async () => {
      const c = newCertificate("reinstated");
      await t.repos.certificates.issue(c);
      expect(await t.repos.certificates.reinstate(c.id, "refund")).toBeNull(); // not revoked
      await t.repos.certificates.revokeForCourse("u1", "c1", "refund");
      expect(await t.repos.certificates.reinstate(c.id, "copied work")).toBeNull();
      expect(await t.repos.certificates.reinstate(c.id, "refund")).toEqual(issued(c));
      expect(await t.repos.certificates.get(c.id)).toEqual(issued(c));
      expect(await t.repos.certificates.reinstate("no-such-code", "refund")).toBeNull();
    });

    it("revokes the student's certificate for a course (a refund), and only that one", async () => {
      const mine = newCertificate("mine");
      const otherCourse = newCertificate("other-course", { courseId: "c2" });
      const otherStudent = newCertificate("other-student", { userId: "u2" });
      for (const c of [mine, otherCourse, otherStudent]) await t.repos.certificates.issue(c);
      expect(await t.repos.certificates.revokeForCourse("u1", "c3", "Refund")).toBeNull();
      expect(await t.repos.certificates.revokeForCourse("u3", "c1", "Refund")).toBeNull();

      const at = t.clock.advance();
      const revoked = { ...mine, revokedAt: at, revokedReason: "استرداد" };
      expect(await t.repos.certificates.revokeForCourse("u1", "c1", "استرداد")).toEqual(revoked);
      expect(await t.repos.certificates.getForCourse("u1", "c1")).toEqual(revoked);
      t.clock.advance();
      expect(await t.repos.certificates.revokeForCourse("u1", "c1", "Later")).toEqual(revoked);
      expect(await t.repos.certificates.get(otherCourse.id)).toEqual(issued(otherCourse));
      expect(await t.repos.certificates.get(otherStudent.id)).toEqual(issued(otherStudent));
    });

    it("keeps the name the student chose for certificates", async () => {
      expect(await t.repos.certificates.getName("u1")).toBeNull();
      await t.repos.certificates.setName("u1", { ar: "منى أحمد", latin: "Mona Ahmed" });
      await t.repos.certificates.setName("u2", { ar: "سارة", latin: "" });
      expect(await t.repos.certificates.getName("u1")).toEqual({ ar: "منى أحمد", latin: "Mona Ahmed" });
      await t.repos.certificates.setName("u1", { ar: "منى أحمد علي", latin: "Mona Ahmed Ali" });
      expect(await t.repos.certificates.getName("u1")).toEqual({ ar: "منى أحمد علي", latin: "Mona Ahmed Ali" });
      expect(await t.repos.certificates.getName("u2")).toEqual({ ar: "سارة", latin: "" });
      expect(await t.repos.certificates.getName("u3")).toBeNull();
    });
  });
}
