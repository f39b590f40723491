/**
 * Certificates at the request level (issue 35): earned by completing every lesson with a verified
 * address, announced, listed, opened and downloaded by their student only; the public check answers
 * valid, revoked and unknown codes signed out, unknown and revoked in the same shape; an admin revokes
 * with a reason. In process on the built app.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp } from "./in-process";

const { call, signIn, signUpStudent } = await inProcessApp("certificates");
const db = new Database(process.env.DATABASE_PATH!);
afterAll(() => db.close());

const student = (verified = true) => signUpStudent("cert", { verified });

let admin = "";
let courseId = "";
const lessonIds: string[] = [];
beforeAll(async () => {
  admin = await signIn(DEMO.admin);
  const made = await (await call(`/__test/admin-course?title=Certified%20course&lessons=2`, { cookie: admin })).text();
  courseId = /data-testid="test-course-id">([^<]+)</.exec(made)![1]!;
  for (const row of db.prepare("SELECT id FROM lessons WHERE course_id = ? ORDER BY position").all(courseId)) {
    lessonIds.push((row as { id: string }).id);
  }
});

async function enrolAndComplete(cookie: string, lessons = lessonIds) {
  expect((await call(`/course/${courseId}`, { cookie, form: { intent: "enroll" } })).status).toBe(302);
  for (const lessonId of lessons) {
    const done = await call(`/course-content/${courseId}`, { cookie, form: { intent: "complete", lessonId } });
    expect([200, 302]).toContain(done.status);
  }
}

const certificateOf = (cookie: string) =>
  call("/my-learning", { cookie })
    .then((r) => r.text())
    .then((html) => /href="\/certificates\/([\w-]{43})"/.exec(html)?.[1] ?? null);

describe("issuing", () => {
  it("comes with the last lesson, once, announced and listed; not before", async () => {
    const s = await student();
    await enrolAndComplete(s.cookie, lessonIds.slice(0, 1));
    expect(await certificateOf(s.cookie)).toBeNull();
    await enrolAndComplete(s.cookie, lessonIds.slice(1));
    const id = await certificateOf(s.cookie);
    expect(id).toMatch(/^[\w-]{43}$/);
    // The completion screen links it; the bell says so.
    expect(await (await call(`/course-content/${courseId}`, { cookie: s.cookie })).text()).toContain(
      `href="/certificates/${id}"`,
    );
    const notifications = await (await call("/notifications", { cookie: `${s.cookie}; appLanguage=en` })).text();
    expect(notifications).toContain("Your certificate is ready");
    // Completing again (undo, redo) issues nothing new.
    await call(`/course-content/${courseId}`, {
      cookie: s.cookie,
      form: { intent: "uncomplete", lessonId: lessonIds[1]! },
    });
    await call(`/course-content/${courseId}`, {
      cookie: s.cookie,
      form: { intent: "complete", lessonId: lessonIds[1]! },
    });
    expect(db.prepare("SELECT COUNT(*) AS n FROM certificates WHERE course_id = ?").get(courseId)).toMatchObject({
      n: 1,
    });
  });

  it("waits for a verified address, then comes when it is verified", async () => {
    const s = await student(false);
    await enrolAndComplete(s.cookie);
    expect(await certificateOf(s.cookie)).toBeNull();
    expect(await (await call(`/course-content/${courseId}`, { cookie: s.cookie })).text()).toContain(
      'data-testid="certificate-waits"',
    );
    // The link of the verification mail (the demo outbox keeps its text): confirming issues at once.
    const text = (
      db.prepare("SELECT text FROM mail_queue WHERE to_address = ? AND kind = 'verify-email'").get(s.email) as {
        text: string;
      }
    ).text;
    const token = new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get("token")!;
    await call("/verify-email", { cookie: s.cookie, form: { intent: "confirm", token } });
    expect(await certificateOf(s.cookie)).toMatch(/^[\w-]{43}$/);
  });
});

describe("the student's certificate", () => {
  it("opens for its student with the same PDF every time, and for nobody else", async () => {
    const s = await student();
    await enrolAndComplete(s.cookie);
    const id = (await certificateOf(s.cookie))!;
    const page = await call(`/certificates/${id}`, { cookie: s.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Mona Adel");
    expect(html).toContain("linkedin.com/profile/add?startTask=CERTIFICATION_NAME");
    const first = await call(`/certificates/${id}.pdf`, { cookie: s.cookie });
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const second = await call(`/certificates/${id}.pdf`, { cookie: s.cookie });
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);

    const other = await student();
    expect((await call(`/certificates/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/certificates/${id}.pdf`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/certificates/${id}.pdf`)).headers.get("location")).toMatch(/^\/login/);
  });
});

describe("the public check", () => {
  const stateOf = (html: string) => /data-testid="check-state" data-state="(\w+)"/.exec(html)?.[1];

  it("says valid with what it says, signed out, in both languages; revoked with its date; unknown alike", async () => {
    const s = await student();
    await enrolAndComplete(s.cookie);
    const id = (await certificateOf(s.cookie))!;
    const valid = await call(`/verify/${id}`, { headers: { Cookie: "appLanguage=en" } });
    expect(valid.status).toBe(200);
    const html = await valid.text();
    expect(stateOf(html)).toBe("valid");
    expect(html).toContain("Mona Adel");
    expect(html).toContain("Certified course");
    expect(html).toContain('property="og:title"');
    expect(stateOf(await (await call(`/verify/${id}`, { headers: { Cookie: "appLanguage=ar" } })).text())).toBe(
      "valid",
    );

    // An admin revokes it with a reason; the check says revoked, the list says why.
    const revoked = await call("/admin-certificates", {
      cookie: admin,
      form: { intent: "revoke", id, reason: "Copied work" },
    });
    expect(flashToastKey(revoked)).toContain("certificatesAdmin.revoked");
    const after = await call(`/verify/${id}`);
    const unknown = await call(`/verify/${"x".repeat(43)}`);
    expect(stateOf(await after.clone().text())).toBe("revoked");
    expect(stateOf(await unknown.clone().text())).toBe("unknown");
    // The same shape: status and headers alike (the page differs only by what the revoked one says).
    expect(unknown.status).toBe(after.status);
    expect([...unknown.headers.keys()].sort()).toEqual([...after.headers.keys()].sort());
    expect((await call(`/certificates/${id}.pdf`, { cookie: s.cookie })).status).toBe(410);
    const audit = await (await call("/admin-users", { cookie: admin })).text();
    expect(audit).toContain("Copied work");
  });

  it("is refused to a student or a teacher acting as an admin", async () => {
    const s = await student();
    const refused = await call("/admin-certificates", {
      cookie: s.cookie,
      form: { intent: "revoke", id: "x", reason: "xyz" },
    });
    expect(refused.headers.get("location")).toBe("/");
  });
});
