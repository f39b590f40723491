import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { refundFormSchema, rejectFormSchema, transferDetailsSchema } from "@masar/domain/payment-schema";
import { requireRole } from "#app/auth/session.server";
import { courseChoices } from "#app/services/admin-courses.server";
import { readSubmission } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { publicOrigin } from "#app/payments/gateway.server";
import {
  approveTransfer,
  refundPayment,
  rejectPayment,
  reviewQueue,
  searchPaymentsPage,
  searchSchema,
  type DecisionOutcome,
} from "#app/services/payment-admin.server";
import { saveTransferDetails, transferDetails } from "#app/services/payment-transfer-settings.server";
import { toastHeader } from "#app/utils/toast.server";

function withoutPage(params: URLSearchParams) {
  const query = new URLSearchParams(params);
  query.delete("page");
  return query.toString();
}

export async function subscriptionsPage(request: Request) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const filters = searchSchema.parse(Object.fromEntries(url.searchParams));
  const [queue, results, details, courses] = await Promise.all([
    reviewQueue(),
    searchPaymentsPage(filters),
    transferDetails(),
    courseChoices(),
  ]);
  return {
    queue,
    results,
    filters,
    // The export takes every match: the page is not its business.
    query: withoutPage(url.searchParams),
    details,
    courses,
    messages: routeMessages(request, ["payments", "admin"]),
  };
}

const TOAST: Record<DecisionOutcome, { type: "success" | "error"; key: string }> = {
  approved: { type: "success", key: "payments:admin.approved" },
  rejected: { type: "success", key: "payments:admin.rejectedToast" },
  refunded: { type: "success", key: "payments:admin.refundedToast" },
  alreadyDecided: { type: "error", key: "payments:admin.alreadyDecided" },
  alreadyOwned: { type: "error", key: "payments:admin.alreadyOwned" },
  notFound: { type: "error", key: "payments:admin.alreadyDecided" },
  refundFailed: { type: "error", key: "payments:admin.refundFailed" },
};

/** Back to the same view (filters kept) with the outcome as a toast. */
async function back(request: Request, toast: { type: "success" | "error"; key: string }) {
  const { search } = new URL(request.url);
  return redirect(`/admin-subscriptions${search}`, { headers: { "Set-Cookie": await toastHeader(toast) } });
}

// An unknown payment id is the decision's own answer (its toast), not a form error: it defaults to "".
const paymentId = z
  .string()
  .default("")
  .transform((id) => id.slice(0, 100));

/** The page's forms, told apart by the button's intent: a decision on a payment, or the transfer details. */
const subscriptionsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), paymentId }),
  refundFormSchema.extend({ intent: z.literal("refund") }),
  rejectFormSchema.extend({ intent: z.literal("reject") }),
  transferDetailsSchema.extend({ intent: z.literal("settings") }),
]);

export async function subscriptionsAction(request: Request) {
  const admin = await requireRole(request, "admin");
  const adminId = admin.identity.uid;
  const submission = await readSubmission(request, subscriptionsFormSchema);
  if (submission.status !== "success") {
    // The refused form answers beside itself: the reject form of the payment it names, or the settings.
    const { intent, paymentId: sent, confirmed } = submission.payload;
    const result = submission.reply();
    const paymentId = typeof sent === "string" ? sent.slice(0, 100) : "";
    // A refund is never done in one click: without its confirmation the server does nothing and answers
    // with the confirmation step (what happens, and the reason to give), as the page's dialog would.
    if (intent === "refund" && confirmed !== "yes") {
      return data({ intent: "refund" as const, paymentId, result: null });
    }
    if (intent === "reject" || intent === "refund") return data({ intent, paymentId, result }, { status: 400 });
    if (intent === "settings") return data({ intent: "settings" as const, paymentId: null, result }, { status: 400 });
    return data({ intent: null, paymentId: null, result }, { status: 400 });
  }
  const form = submission.value;
  switch (form.intent) {
    case "approve":
      return back(request, TOAST[await approveTransfer(adminId, form.paymentId)]);
    case "refund": {
      const by = { uid: adminId, displayName: admin.profile.displayName };
      return back(request, TOAST[await refundPayment(by, form.paymentId, form.reason, publicOrigin())]);
    }
    case "reject":
      return back(request, TOAST[await rejectPayment(adminId, form.paymentId, form.reason)]);
    case "settings": {
      const { intent: _, ...details } = form;
      await saveTransferDetails(adminId, details);
      return back(request, { type: "success", key: "payments:admin.saved" });
    }
  }
}
