/**
 * A transfer under review at the request level (issue 39, items 3 and 19): the course page, its
 * catalogue card and My Learning say "Payment under review"; a second payment for the course (card or
 * another transfer) is refused while it is open; its student alone withdraws it, once, after which it
 * leaves the admin's queue and can no longer be approved. And "Buy" while signed out: the sign-in page
 * says why and comes back to the payment page. In process on the built app.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp } from "./in-process";

const { call, signIn, signUpStudent } = await inProcessApp("payments-transfer");
const db = new Database(process.env.DATABASE_PATH!);
afterAll(() => db.close());

/** A new student with a verified address (a payment needs one). */
const student = () => signUpStudent("transfer", { displayName: "Salma Nabil" });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);

function transferForm(reference: string) {
  const form = new FormData();
  form.set("intent", "transfer");
  form.set("reference", reference);
  form.set("receipt", new File([PNG], "receipt.png", { type: "image/png" }));
  return form;
}

const sendTransfer = (cookie: string, courseId: string, reference: string) =>
  call(`/payment/${courseId}`, { cookie, body: transferForm(reference) });

const transfers = (uid: string, courseId: string) =>
  db
    .prepare(
      "SELECT id, status FROM payments WHERE user_id = ? AND course_id = ? AND method = 'manual_transfer' ORDER BY created_at",
    )
    .all(uid, courseId) as { id: string; status: string }[];

/** The page as rendered, without its scripts: the route's messages travel in them, shown or not. */
const rendered = async (response: Response) =>
  (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

const html = (path: string, cookie: string, lang: "ar" | "en" = "en") =>
  call(path, { cookie: `${cookie}; appLanguage=${lang}` }).then(rendered);

const TITLE = `Priced transfer course ${Date.now()}`;
let admin = "";
let courseId = "";
beforeAll(async () => {
  admin = await signIn(DEMO.admin);
  const made = await (
    await call(`/__test/admin-course?title=${encodeURIComponent(TITLE)}&lessons=1&price=550`, { cookie: admin })
  ).text();
  courseId = /data-testid="test-course-id">([^<]+)</.exec(made)![1]!;
});

describe("a transfer under review", () => {
  it("shows on the course page, its catalogue card and My Learning, and the payment page offers nothing else", async () => {
    const s = await student();
    const before = await html(`/course/${courseId}`, s.cookie);
    expect(before).toContain('data-enroll="buy"');
    expect(before).not.toContain("Payment under review");

    expect((await sendTransfer(s.cookie, courseId, "TRX-1001")).status).toBe(302);

    const course = await html(`/course/${courseId}`, s.cookie);
    expect(course).toContain('data-enroll="review"');
    expect(course).toContain("Payment under review");
    expect(course).not.toContain("Buy for");
    expect(await html(`/course/${courseId}`, s.cookie, "ar")).toContain("الدفع قيد المراجعة");

    const catalogue = await html(`/courses?q=${encodeURIComponent(TITLE)}`, s.cookie);
    expect(/data-slot="course-card-notice"[^>]*>(?:<svg.*?<\/svg>)?Payment under review/.test(catalogue)).toBe(true);
    // Another student's card says nothing of it.
    const other = await student();
    expect(await html(`/courses?q=${encodeURIComponent(TITLE)}`, other.cookie)).not.toContain("course-card-notice");

    const learning = await html("/my-learning", s.cookie);
    expect(learning).toContain('data-testid="under-review"');
    expect(learning).toContain(TITLE);

    const payment = await html(`/payment/${courseId}`, s.cookie);
    expect(payment).toContain('data-slot="pay-under-review"');
    expect(payment).not.toContain('value="online"');
    expect(payment).toContain('value="cancel"');
  });

  it("refuses a second payment for the course, by card or by another transfer, in the reader's language", async () => {
    const s = await student();
    expect((await sendTransfer(s.cookie, courseId, "TRX-2001")).status).toBe(302);

    const card = await call(`/payment/${courseId}`, {
      cookie: `${s.cookie}; appLanguage=ar`,
      form: { intent: "online", attempt: crypto.randomUUID() },
    });
    expect(card.status).toBe(409);
    expect(await rendered(card)).toContain("تحويلك لهذه الدورة قيد المراجعة");
    expect(db.prepare("SELECT COUNT(*) AS n FROM payments WHERE user_id = ? AND method = 'paymob'").get(s.uid)).toEqual(
      { n: 0 },
    );

    const another = await call(`/payment/${courseId}`, {
      cookie: `${s.cookie}; appLanguage=en`,
      body: transferForm("TRX-2002"),
    });
    expect(another.status).toBe(409);
    expect(await rendered(another)).toContain("Your transfer for this course is being reviewed");
    // The same send again (a double submit) is the first one, not a refusal and not a second request.
    expect((await sendTransfer(s.cookie, courseId, "TRX-2001")).status).toBe(302);
    expect(transfers(s.uid, courseId).map((p) => p.status)).toEqual(["pending"]);
  });
});

describe("cancelling a transfer", () => {
  const cancel = (cookie: string, course: string, paymentId: string) =>
    call(`/payment/${course}`, { cookie, form: { intent: "cancel", paymentId } });

  it("is its student's alone: anyone else's request finds nothing and changes nothing", async () => {
    const owner = await student();
    await sendTransfer(owner.cookie, courseId, "TRX-3001");
    const [payment] = transfers(owner.uid, courseId);
    const stranger = await student();
    expect((await cancel(stranger.cookie, courseId, payment!.id)).status).toBe(404);
    // Nor through another course's page, nor by an admin.
    const other = (
      db.prepare("SELECT id FROM courses WHERE status = 'published' AND id != ? LIMIT 1").get(courseId) as {
        id: string;
      }
    ).id;
    expect((await cancel(owner.cookie, other, payment!.id)).status).toBe(404);
    expect((await cancel(admin, courseId, payment!.id)).status).toBe(404);
    expect((await cancel(owner.cookie, courseId, "no-such-payment")).status).toBe(404);
    expect(transfers(owner.uid, courseId)).toEqual([{ id: payment!.id, status: "pending" }]);
    // A visitor is sent to sign in.
    expect((await call(`/payment/${courseId}`, { form: { intent: "cancel", paymentId: payment!.id } })).status).toBe(
      302,
    );
    expect(transfers(owner.uid, courseId)[0]!.status).toBe("pending");
  });

  it("happens once, leaves the admin's queue, cannot be approved after, and lets the student pay again", async () => {
    const s = await student();
    await sendTransfer(s.cookie, courseId, "TRX-4001");
    const [payment] = transfers(s.uid, courseId);
    expect(await html("/admin-subscriptions", admin)).toContain(`data-payment="${payment!.id}"`);

    const first = await cancel(s.cookie, courseId, payment!.id);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/payment/${courseId}`);
    expect(flashToastKey(first)).toContain("payments:transfer.cancelled");
    // Again (a double click): the same answer, nothing more written.
    expect((await cancel(s.cookie, courseId, payment!.id)).status).toBe(302);
    expect(transfers(s.uid, courseId)).toEqual([{ id: payment!.id, status: "cancelled" }]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM payment_events WHERE payment_id = ?").get(payment!.id)).toEqual({
      n: 1,
    });

    expect(await html("/admin-subscriptions", admin)).not.toContain(`data-payment="${payment!.id}"`);
    const approve = await call("/admin-subscriptions", {
      cookie: admin,
      form: { intent: "approve", paymentId: payment!.id },
    });
    expect(flashToastKey(approve)).toContain("payments:admin.alreadyDecided");
    expect(transfers(s.uid, courseId)[0]!.status).toBe("cancelled");
    expect(db.prepare("SELECT COUNT(*) AS n FROM enrollments WHERE user_id = ?").get(s.uid)).toEqual({ n: 0 });

    // Free to pay again: "Buy" is back, the payment page offers both ways, a new transfer is a new request.
    expect(await html(`/course/${courseId}`, s.cookie)).toContain('data-enroll="buy"');
    expect(await html(`/payment/${courseId}`, s.cookie)).toContain('value="online"');
    expect((await sendTransfer(s.cookie, courseId, "TRX-4002")).status).toBe(302);
    expect(transfers(s.uid, courseId).map((p) => p.status)).toEqual(["cancelled", "pending"]);
  });

  it("is refused, in the reader's language, once an admin has decided", async () => {
    const s = await student();
    await sendTransfer(s.cookie, courseId, "TRX-5001");
    const [payment] = transfers(s.uid, courseId);
    await call("/admin-subscriptions", {
      cookie: admin,
      form: { intent: "reject", paymentId: payment!.id, reason: "Blurry receipt" },
    });
    const late = await call(`/payment/${courseId}`, {
      cookie: `${s.cookie}; appLanguage=en`,
      form: { intent: "cancel", paymentId: payment!.id },
    });
    expect(late.status).toBe(409);
    expect(await rendered(late)).toContain("This transfer has already been decided");
    expect(transfers(s.uid, courseId)[0]!.status).toBe("rejected");
  });
});

describe("buying while signed out", () => {
  const signInForBuying = `/login?${new URLSearchParams({ redirectTo: "/payment/COURSE", reason: "buy" })}`;

  it("goes to sign in, told why, and comes back to the payment page", async () => {
    const expected = signInForBuying.replace("COURSE", courseId);
    const page = await rendered(await call(`/course/${courseId}`));
    expect(page).toContain(`href="${expected.replaceAll("&", "&amp;")}"`);
    const direct = await call(`/payment/${courseId}`);
    expect(direct.status).toBe(302);
    expect(direct.headers.get("location")).toBe(expected);

    expect(await rendered(await call(expected, { cookie: "appLanguage=en" }))).toContain("Log in to buy this course");
    expect(await rendered(await call(expected, { cookie: "appLanguage=ar" }))).toContain(
      "سجّل الدخول لشراء هذه الدورة",
    );
    // Without a reason, or with one the page does not know (the address is anyone's to write), none is shown.
    for (const path of ["/login?redirectTo=%2Fpayment%2Fx", "/login?reason=%3Cb%3Ehi"]) {
      const page = await rendered(await call(path, { cookie: "appLanguage=en" }));
      expect(page, path).not.toContain('data-testid="login-reason"');
      expect(page, path).not.toContain("Log in to buy this course");
    }

    const signedIn = await call(expected, {
      form: { intent: "login", ...DEMO.student, redirectTo: `/payment/${courseId}` },
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(`/payment/${courseId}`);
  });

  it("returns only to a path of this site", async () => {
    for (const target of ["//evil.example/payment/x", "https://evil.example/", "/\\evil.example"]) {
      const response = await call("/login", { form: { intent: "login", ...DEMO.student, redirectTo: target } });
      expect(response.headers.get("location"), target).toBe("/");
    }
  });
});
