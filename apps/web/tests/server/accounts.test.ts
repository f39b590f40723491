/**
 * Accounts a person can keep (issue 38), at the request level with a real SMTP receiver on 127.0.0.1:
 * verification after sign-up, the forgot-password answer that tells nothing, single-use reset links that
 * expire and end the other sessions, a change of address that waits for the new address's link, the
 * data export, deletion with its grace period, and the admin's deactivation with the audit list. In
 * process on the built app, its SQLite file opened beside it to age a token or a deletion request.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver, type SmtpReceiver } from "#app/mail/smtp-receiver.testing";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp, sessionOf } from "./in-process";

const receiver: SmtpReceiver = await startSmtpReceiver();
process.env.SMTP_URL = receiver.url;
process.env.MAIL_FROM = "Masar <no-reply@masar.test>";
const { call, signIn } = await inProcessApp("accounts");
const db = new Database(process.env.DATABASE_PATH!);
afterAll(async () => {
  db.close();
  await receiver.close();
});

let serial = 0;
/** A new account through the real sign-up form, in the language of the browser's cookie. */
async function signUp(lang: "ar" | "en" = "en") {
  const email = `acct-${Date.now()}-${++serial}@example.com`;
  const password = "a-good-password";
  const response = await call("/login", {
    cookie: `appLanguage=${lang}`,
    form: { intent: "signup", displayName: lang === "ar" ? "منى" : "Mona", email, password },
  });
  expect(response.status).toBe(302);
  return { email, password, cookie: sessionOf(response)! };
}

/** What a test reads of a received mail. */
interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const viewOf = (m: SmtpReceiver["received"][number]): Mail => ({
  to: m.envelope.to[0] ?? "",
  subject: m.parsed.subject ?? "",
  text: m.parsed.text ?? "",
  html: typeof m.parsed.html === "string" ? m.parsed.html : "",
});
const mailTo = {
  waitFor: async (match: (m: Mail) => boolean): Promise<Mail> =>
    viewOf(await receiver.waitFor((m: SmtpReceiver["received"][number]) => match(viewOf(m)))),
  all: (match: (m: Mail) => boolean) => receiver.received.map(viewOf).filter(match),
};

/** The link to the path in the newest mail to the address (waiting for it to arrive). */
async function linkIn(to: string, pathname: string) {
  const mail = await mailTo.waitFor((m) => m.to === to && m.text.includes(pathname));
  const link = mail.text.match(/https?:\/\/\S+/g)!.find((l: string) => new URL(l).pathname === pathname)!;
  const url = new URL(link);
  return { mail, path: `${url.pathname}${url.search}`, token: url.searchParams.get("token")! };
}

const queued = (to: string) =>
  (db.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE to_address = ?").get(to) as { n: number }).n;

async function verify(email: string) {
  const { token } = await linkIn(email, "/verify-email");
  const response = await call("/verify-email", { form: { intent: "confirm", token } });
  expect(response.status).toBe(302);
}

let paidCourse = "";
beforeAll(async () => {
  const html = await (await call("/courses")).text();
  const ids = [...html.matchAll(/href="\/course\/([^"?#]+)"/g)].map((m) => decodeURIComponent(m[1]!));
  for (const id of ids) {
    const page = await (await call(`/course/${id}`)).text();
    if (/ج\.م|EGP/.test(page) && !/مجانية|Free/.test(page)) {
      paidCourse = id;
      break;
    }
  }
});

describe("e-mail verification", () => {
  it("sign-up mails a link in the account's language; paying waits for it; the link's page confirms once", async () => {
    const student = await signUp("ar");
    const { mail, path: linkPath, token } = await linkIn(student.email, "/verify-email");
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.html).toContain(`dir="rtl"`);
    expect(mail.html).toContain(token);
    // No tracking: nothing is loaded from elsewhere.
    expect(mail.html).not.toMatch(/<img[^>]+src="https?:/);

    const home = await (await call("/", { cookie: student.cookie })).text();
    expect(home).toContain('data-testid="verify-banner"');
    if (paidCourse) {
      const pay = await call(`/payment/${paidCourse}`, { cookie: student.cookie });
      expect(await pay.text()).toContain('data-testid="pay-unverified"');
      const posted = await call(`/payment/${paidCourse}`, {
        cookie: student.cookie,
        form: { intent: "online", attempt: crypto.randomUUID() },
      });
      expect(posted.status).toBe(403);
    }

    // Opening the link changes nothing (a mail scanner may open it); the button confirms.
    const page = await call(linkPath);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await page.text()).toContain(student.email);
    expect(await (await call("/", { cookie: student.cookie })).text()).toContain('data-testid="verify-banner"');
    const confirmed = await call("/verify-email", { cookie: student.cookie, form: { intent: "confirm", token } });
    expect(confirmed.headers.get("location")).toBe("/account");
    expect(flashToastKey(confirmed)).toContain("toast.emailVerified");
    expect(await (await call("/", { cookie: student.cookie })).text()).not.toContain('data-testid="verify-banner"');
    // Single use.
    expect((await call("/verify-email", { form: { intent: "confirm", token } })).status).toBe(410);
  });

  it("a new link is sent at most three times an hour, sign-up's included", async () => {
    const student = await signUp();
    await linkIn(student.email, "/verify-email");
    const resend = () => call("/verify-email", { cookie: student.cookie, form: { intent: "resend", redirectTo: "/" } });
    expect(flashToastKey(await resend())).toContain("toast.verificationSent");
    expect(flashToastKey(await resend())).toContain("toast.verificationSent");
    expect(flashToastKey(await resend())).toContain("verifyBanner.throttled");
    expect(queued(student.email)).toBe(3);
    // Only the newest link works.
    await expect.poll(() => mailTo.all((m) => m.to === student.email).length).toBe(3);
    const tokens = mailTo
      .all((m) => m.to === student.email)
      .map((m) => new URL(m.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!);
    expect(tokens).toHaveLength(3);
    expect((await call("/verify-email", { form: { intent: "confirm", token: tokens[0]! } })).status).toBe(410);
    expect((await call("/verify-email", { form: { intent: "confirm", token: tokens[2]! } })).status).toBe(302);
  });

  it("a sign-up with a taken address is refused beside the field, and its owner is told by mail", async () => {
    const owner = await signUp("ar");
    const saved = await call("/edit-profile", {
      cookie: owner.cookie,
      form: { displayName: "منى", photoURL: "", preferredLanguage: "ar" },
    });
    expect(saved.status).toBe(302);
    const again = await call("/login", {
      cookie: "appLanguage=en",
      form: { intent: "signup", displayName: "Someone", email: owner.email, password: "a-good-password" },
    });
    expect(again.status).toBe(400);
    const notice = await mailTo.waitFor((m) => m.to === owner.email && m.text.includes("/forgot-password"));
    // In the owner's chosen language, not the stranger's.
    expect(notice.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a malformed or unknown token, and a resend from a visitor", async () => {
    for (const token of ["", "x", "a".repeat(43), "<script>", "a".repeat(500)]) {
      const response = await call("/verify-email", { form: { intent: "confirm", token } });
      expect([400, 410]).toContain(response.status);
    }
    const visitor = await call("/verify-email", { form: { intent: "resend" } });
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
  });
});

describe("forgot password", () => {
  it("answers an unknown and a known address alike, and mails only the known, verified one", async () => {
    const known = await signUp();
    await verify(known.email);
    const unverified = await signUp();
    const unknown = `nobody-${Date.now()}@example.com`;
    const answers = [];
    for (const email of [unknown, known.email, unverified.email]) {
      const response = await call("/forgot-password", { form: { email } });
      answers.push({ status: response.status, html: (await response.text()).replaceAll(email, "EMAIL") });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    await linkIn(known.email, "/reset-password");
    expect(queued(unknown)).toBe(0);
    // An unproved address gets no reset (only its sign-up verification).
    expect(
      (
        db
          .prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE to_address = ? AND kind = 'reset-password'")
          .get(unverified.email) as { n: number }
      ).n,
    ).toBe(0);
  });

  it("sends at most three links an hour to one account, answering the same", async () => {
    const student = await signUp();
    await verify(student.email);
    for (let i = 0; i < 5; i++) {
      expect((await call("/forgot-password", { form: { email: student.email } })).status).toBe(200);
    }
    expect(
      (
        db
          .prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE to_address = ? AND kind = 'reset-password'")
          .get(student.email) as { n: number }
      ).n,
    ).toBe(3);
  });

  it("a reset link works once, ends every other session, and signs in here", async () => {
    const student = await signUp();
    await verify(student.email);
    const elsewhere = await signIn(student);
    await call("/forgot-password", { form: { email: student.email } });
    const { path: linkPath, token } = await linkIn(student.email, "/reset-password");
    const page = await call(linkPath);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(`name="token" value="${token}"`);

    const reset = await call("/reset-password", { form: { token, password: "a-new-password" } });
    expect(reset.headers.get("location")).toBe("/");
    expect(flashToastKey(reset)).toContain("toast.passwordReset");
    const here = sessionOf(reset)!;
    expect((await call("/account", { cookie: here })).status).toBe(200);
    for (const cookie of [student.cookie, elsewhere]) {
      expect((await call("/account", { cookie })).headers.get("location")).toMatch(/^\/login/);
    }
    // Used once; the old password no longer opens the account, the new one does.
    expect((await call("/reset-password", { form: { token, password: "yet-another-one" } })).status).toBe(410);
    expect((await call("/login", { form: { intent: "login", ...student, redirectTo: "/" } })).status).toBe(400);
    await signIn({ email: student.email, password: "a-new-password" });
    // A notice of the change went to the address.
    await mailTo.waitFor(
      (m) => m.to === student.email && !m.text.includes("/reset-password") && !m.text.includes("/verify-email"),
    );
  });

  it("a reset link expires after 30 minutes and stops working once the password is changed", async () => {
    const student = await signUp();
    await verify(student.email);
    await call("/forgot-password", { form: { email: student.email } });
    const first = await linkIn(student.email, "/reset-password");
    db.prepare("UPDATE account_tokens SET expires_at = ? WHERE user_id = (SELECT uid FROM users WHERE email = ?)").run(
      Date.now() - 1,
      student.email,
    );
    expect(await (await call(first.path)).text()).not.toContain(`value="${first.token}"`);
    expect((await call("/reset-password", { form: { token: first.token, password: "a-new-password" } })).status).toBe(
      410,
    );

    await call("/forgot-password", { form: { email: student.email } });
    const second = await mailTo.waitFor(
      (m) => m.to === student.email && m.text.includes("/reset-password") && !m.text.includes(first.token),
    );
    const token = new URL(second.text.match(/https?:\/\/\S+reset-password\S*/)![0]).searchParams.get("token")!;
    const changed = await call("/account", {
      cookie: student.cookie,
      form: { intent: "password", current: student.password, password: "changed-password" },
    });
    expect(flashToastKey(changed)).toContain("toast.passwordChanged");
    expect((await call("/reset-password", { form: { token, password: "a-new-password" } })).status).toBe(410);
  });

  it("the new password keeps the sign-up rules, with localised messages", async () => {
    const response = await call("/reset-password", {
      cookie: "appLanguage=ar",
      form: { token: "a".repeat(43), password: "short" },
    });
    expect(response.status).toBe(400);
  });
});

describe("the account page", () => {
  it("changes the address only once the new one is verified, and tells the old one", async () => {
    const student = await signUp();
    await verify(student.email);
    const next = `moved-${Date.now()}@example.com`;
    const wrong = await call("/account", {
      cookie: student.cookie,
      form: { intent: "email", email: next, current: "nope-nope" },
    });
    expect(wrong.status).toBe(400);
    const asked = await call("/account", {
      cookie: student.cookie,
      form: { intent: "email", email: next, current: student.password },
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('data-testid="change-sent"');
    // Nothing moved yet.
    expect(await (await call("/account", { cookie: student.cookie })).text()).toContain(student.email);
    const { token } = await linkIn(next, "/verify-email");
    const confirmed = await call("/verify-email", { cookie: student.cookie, form: { intent: "confirm", token } });
    expect(flashToastKey(confirmed)).toContain("toast.emailChanged");
    expect(await (await call("/account", { cookie: student.cookie })).text()).toContain(next);
    await mailTo.waitFor((m) => m.to === student.email && m.text.includes(next));
    await signIn({ email: next, password: student.password });
  });

  it("answers a change to a taken address the same way, and mails its owner instead", async () => {
    const student = await signUp();
    await verify(student.email);
    const owner = await signUp();
    const before = queued(owner.email);
    const free = `free-${Date.now()}@example.com`;
    const answers = [];
    for (const email of [free, owner.email]) {
      const response = await call("/account", {
        cookie: student.cookie,
        form: { intent: "email", email, current: student.password },
      });
      answers.push({ status: response.status, html: (await response.text()).replaceAll(email, "EMAIL") });
    }
    expect(answers[1]).toEqual(answers[0]);
    await mailTo.waitFor((m) => m.to === owner.email && m.text.includes("/forgot-password"));
    expect(queued(owner.email)).toBe(before + 1);
    expect(
      (
        db
          .prepare("SELECT COUNT(*) AS n FROM account_tokens WHERE email = ? AND kind = 'change-email'")
          .get(owner.email) as {
          n: number;
        }
      ).n,
    ).toBe(0);
  });

  it("lists the account's sessions and ends one of them, never another account's", async () => {
    const student = await signUp();
    const second = await signIn(student);
    const html = await (await call("/account", { cookie: student.cookie })).text();
    const keys = [...html.matchAll(/name="key" value="([^"]+)"/g)].map((m) => m[1]!);
    expect(keys).toHaveLength(2);
    // Another account's session keys are not this one's to end.
    const other = await signUp();
    const foreign = await call("/account", { cookie: other.cookie, form: { intent: "endSession", key: keys[0]! } });
    expect(foreign.status).toBe(302);
    expect((await call("/account", { cookie: student.cookie })).status).toBe(200);
    expect((await call("/account", { cookie: second })).status).toBe(200);
    const ended = await call("/account", { cookie: student.cookie, form: { intent: "endOthers" } });
    expect(flashToastKey(ended)).toContain("toast.otherSessionsEnded");
    expect((await call("/account", { cookie: second })).headers.get("location")).toMatch(/^\/login/);
    expect((await call("/account", { cookie: student.cookie })).status).toBe(200);
  });

  it("exports the student's own records as JSON, and nobody else's", async () => {
    const student = await signUp();
    const response = await call("/account/export", { cookie: student.cookie });
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="masar-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const exported = JSON.parse(text);
    expect(exported.profile.email).toBe(student.email);
    expect(exported.sessions.length).toBeGreaterThan(0);
    for (const key of ["enrollments", "payments", "tasks", "notifications", "quizAttempts", "reviewCards"]) {
      expect(Array.isArray(exported[key]), key).toBe(true);
    }
    expect(text).not.toContain(DEMO.student.email);
    expect(text).not.toContain("demo-student");
    // The demo student's own export has her enrolments and attempts.
    const demo = JSON.parse(await (await call("/account/export", { cookie: await signIn(DEMO.student) })).text());
    expect(demo.enrollments.length).toBeGreaterThan(0);
    expect(demo.quizAttempts.length).toBeGreaterThan(0);
    expect(JSON.stringify(demo)).not.toContain(student.email);
  });

  it("deletion waits seven days, signing in cancels it; then the person is gone", async () => {
    const student = await signUp();
    const refused = await call("/account", {
      cookie: student.cookie,
      form: { intent: "delete", current: student.password },
    });
    expect(refused.status).toBe(400); // the box is not ticked
    const asked = await call("/account", {
      cookie: student.cookie,
      form: { intent: "delete", current: student.password, confirm: "1" },
    });
    expect(asked.headers.get("location")).toBe("/");
    expect(flashToastKey(asked)).toContain("toast.deletionScheduled");
    expect((await call("/account", { cookie: student.cookie })).headers.get("location")).toMatch(/^\/login/);
    // Signing in within the grace period keeps the account.
    const back = await call("/login", { form: { intent: "login", ...student, redirectTo: "/" } });
    expect(flashToastKey(back)).toContain("toast.deletionCancelled");
    const uid = (db.prepare("SELECT uid FROM users WHERE email = ?").get(student.email) as { uid: string }).uid;
    expect(
      (db.prepare("SELECT deletion_requested_at AS at FROM users WHERE uid = ?").get(uid) as { at: unknown }).at,
    ).toBeNull();

    // Asked again and left for eight days: the scheduled purge removes the person.
    await call("/account", {
      cookie: sessionOf(back)!,
      form: { intent: "delete", current: student.password, confirm: "1" },
    });
    db.prepare("UPDATE users SET deletion_requested_at = ? WHERE uid = ?").run(Date.now() - 8 * 24 * 3600_000, uid);
    const { purgeDueAccounts } = await import("#app/services/account/deletion.server");
    expect(await purgeDueAccounts()).toBeGreaterThanOrEqual(1);
    expect((await call("/login", { form: { intent: "login", ...student, redirectTo: "/" } })).status).toBe(400);
    expect(db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").get(student.email)).toEqual({ n: 0 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM credentials WHERE uid = ?").get(uid)).toEqual({ n: 0 });
    // Its mails went with it (the sign-up's verification, the deletion notices).
    expect(queued(student.email)).toBe(0);
  });
});

describe("admins", () => {
  const uidOf = (email: string) =>
    (db.prepare("SELECT uid FROM users WHERE email = ?").get(email) as { uid: string }).uid;

  it("deactivate a user (signed out, sign-in refused with a clear message), reactivate, and the audit list shows it", async () => {
    const admin = await signIn(DEMO.admin);
    const student = await signUp();
    const uid = uidOf(student.email);
    // Asked first: without the confirmation nothing happens, and the answer is the confirmation step.
    // (Posted from the user's opened details, as the page's form is.)
    const asked = await call(`/admin-users?user=${uid}`, {
      cookie: `${admin}; appLanguage=en`,
      form: { intent: "deactivate", uid },
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Deactivate the account of Mona?");
    expect((await call("/account", { cookie: student.cookie })).status).toBe(200);
    const done = await call("/admin-users", { cookie: admin, form: { intent: "deactivate", uid, confirmed: "yes" } });
    expect(done.status).toBe(200);
    expect((await call("/account", { cookie: student.cookie })).headers.get("location")).toMatch(/^\/login/);
    const login = await call("/login", {
      cookie: "appLanguage=en",
      form: { intent: "login", ...student, redirectTo: "/" },
    });
    expect(login.status).toBe(400);
    expect(await login.text()).toContain("This account is deactivated");
    const page = await (
      await call(`/admin-users?user=${uid}`, { cookie: admin, headers: { Cookie: `${admin}; appLanguage=en` } })
    ).text();
    expect(page).toMatch(/deactivated[^<]*Mona/);
    expect((await call("/admin-users", { cookie: admin, form: { intent: "reactivate", uid } })).status).toBe(200);
    await signIn(student);
  });

  it("send a password reset to a verified account; cannot deactivate themselves", async () => {
    const admin = await signIn(DEMO.admin);
    const student = await signUp();
    await verify(student.email);
    const sent = await call("/admin-users", {
      cookie: admin,
      form: { intent: "sendReset", uid: uidOf(student.email), confirmed: "yes" },
    });
    expect(sent.status).toBe(200);
    await linkIn(student.email, "/reset-password");
    const self = await call("/admin-users", {
      cookie: admin,
      form: { intent: "deactivate", uid: uidOf(DEMO.admin.email), confirmed: "yes" },
    });
    expect(self.status).toBe(409);
    const unknown = await call("/admin-users", {
      cookie: admin,
      form: { intent: "deactivate", uid: "no-such-user", confirmed: "yes" },
    });
    expect(unknown.status).toBe(409);
  });

  it("read outgoing mail on the outbox page; a sent mail keeps no body (its links)", async () => {
    const admin = await signIn(DEMO.admin);
    const student = await signUp();
    await linkIn(student.email, "/verify-email");
    const row = () =>
      db.prepare("SELECT id, status FROM mail_queue WHERE to_address = ?").get(student.email) as {
        id: string;
        status: string;
      };
    // Sent a moment after the receiver has it: then its text is blanked.
    await expect.poll(() => row().status).toBe("sent");
    const id = row().id;
    const page = await (await call(`/admin-outbox?mail=${id}`, { cookie: admin })).text();
    expect(page).toContain(student.email);
    expect(page).not.toContain("/verify-email?token=");
    expect((await call("/admin-outbox", { cookie: await signIn(DEMO.student) })).headers.get("location")).toBe("/");
  });
});
