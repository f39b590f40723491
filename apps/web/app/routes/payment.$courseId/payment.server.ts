import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { transferFormSchema, RECEIPT_MAX_BYTES } from "@masar/domain/payment-schema";
import { getSessionUser, loginPath, requireUser } from "#app/auth/session.server";
import { readFormData } from "#app/forms/submission.server";
import { parseForm } from "#app/forms/parse";
import { routeMessages } from "#app/i18n/i18next.server";
import { publicOrigin } from "#app/payments/gateway.server";
import { cancelTransfer, submitTransfer } from "#app/services/payment-transfer.server";
import { checkoutView, startPaymob } from "#app/services/payments.server";
import { toastHeader } from "#app/utils/toast.server";

const learnerOf = (user: Awaited<ReturnType<typeof requireUser>>) => ({
  uid: user.identity.uid,
  role: user.profile.role,
});

/**
 * The payment page for the signed-in student. A course with nothing to pay (free, owned, or the
 * viewer's to teach or administer) shows the way to the course instead of a form: a page, not a
 * redirect, so the route answers every signed-in role alike (the access matrix).
 */
export async function paymentPage(request: Request, courseId: string) {
  const user = await getSessionUser(request);
  // A visitor is told why they must sign in, and comes back here afterwards.
  if (!user) throw redirect(loginPath(request, "buy"));
  const view = await checkoutView(learnerOf(user), courseId, publicOrigin());
  if (view.kind === "unavailable") throw data(null, { status: 404 });
  return {
    view,
    // A payment needs a proved address (receipts and refunds go there).
    unverifiedEmail: user.profile.emailVerified ? null : user.profile.email,
    // One key per rendering of the page: a double submit of this form is one payment, a new visit a new attempt.
    attempt: crypto.randomUUID(),
    messages: routeMessages(request, ["payments", "learning"]),
  };
}

const ATTEMPT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The online button: the attempt key the page was rendered with, so a double submit is one payment. */
const onlineFormSchema = z.object({ intent: z.literal("online"), attempt: z.string().regex(ATTEMPT) });

/** Withdrawing one's own transfer under review: which one (the service checks whose and of which course). */
const cancelFormSchema = z.object({ intent: z.literal("cancel"), paymentId: z.string().min(1).max(100) });

const paymentPath = (courseId: string) => `/payment/${encodeURIComponent(courseId)}`;

export async function paymentAction(request: Request, courseId: string) {
  const user = await requireUser(request);
  const learner = learnerOf(user);
  // Room for the receipt and the form around it.
  const form = await readFormData(request, { maxBytes: RECEIPT_MAX_BYTES + 64 * 1024 });
  const intent = form.get("intent");
  // Cancelling pays nothing: it needs no proved address (one may have changed since the transfer was sent).
  if (intent === "cancel") return cancelAction(learner, courseId, form);
  if (!user.profile.emailVerified) {
    return data({ intent: null, error: "payments:errors.unverified" }, { status: 403 });
  }
  if (intent === "online") {
    const submission = parseForm(form, onlineFormSchema);
    if (submission.status !== "success") {
      return data(
        { intent: "online" as const, error: "payments:errors.gateway", result: submission.reply() },
        { status: 400 },
      );
    }
    const started = await startPaymob(learner, courseId, submission.value.attempt, publicOrigin());
    if (started.kind === "redirect") throw redirect(started.to);
    return data({ intent: "online" as const, error: started.key }, { status: started.kind === "refused" ? 409 : 502 });
  }
  if (intent === "transfer") {
    const submission = parseForm(form, transferFormSchema);
    if (submission.status !== "success") {
      return data({ intent: "transfer" as const, result: submission.reply() }, { status: 400 });
    }
    const outcome = await submitTransfer(learner, courseId, submission.value);
    if (outcome.kind === "open") throw redirect(`/course/${encodeURIComponent(outcome.courseId)}`);
    if (outcome.kind === "unavailable") throw data(null, { status: 404 });
    if (outcome.kind === "refused") return data({ intent: "transfer" as const, error: outcome.key }, { status: 409 });
    if (outcome.kind === "invalid") {
      return data(
        { intent: "transfer" as const, result: submission.reply({ fieldErrors: { receipt: [{ key: outcome.key }] } }) },
        { status: 400 },
      );
    }
    throw redirect(paymentPath(courseId), {
      headers: { "Set-Cookie": await toastHeader({ type: "success", key: "payments:transfer.sent" }) },
    });
  }
  return data({ intent: null, error: "payments:errors.gateway" }, { status: 400 });
}

async function cancelAction(learner: ReturnType<typeof learnerOf>, courseId: string, form: FormData) {
  const submission = parseForm(form, cancelFormSchema);
  if (submission.status !== "success") throw data(null, { status: 404 });
  const outcome = await cancelTransfer(learner, courseId, submission.value.paymentId);
  // Someone else's payment, or one of another course: as if it did not exist.
  if (outcome === "notFound") throw data(null, { status: 404 });
  if (outcome === "alreadyDecided") {
    return data({ intent: "cancel" as const, error: "payments:errors.alreadyDecided" }, { status: 409 });
  }
  throw redirect(paymentPath(courseId), {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: "payments:transfer.cancelled" }) },
  });
}
