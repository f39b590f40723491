import { data, redirect } from "@remix-run/node";
import { rejectFormSchema, transferDetailsSchema } from "@masar/domain/payment-schema";
import { requireRole } from "#app/auth/session.server";
import { getRepositories } from "#app/repositories.server";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
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
    (await getRepositories()).courses.listAll(),
  ]);
  return {
    queue,
    results,
    filters,
    // The export takes every match: the page is not its business.
    query: withoutPage(url.searchParams),
    details,
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
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

export async function subscriptionsAction(request: Request) {
  const admin = await requireRole(request, "admin");
  const adminId = admin.identity.uid;
  const form = await readFormData(request);
  const intent = form.get("intent");
  const paymentId = String(form.get("paymentId") ?? "").slice(0, 100);
  if (intent === "approve") return back(request, TOAST[await approveTransfer(adminId, paymentId)]);
  if (intent === "refund") {
    return back(request, TOAST[await refundPayment(adminId, paymentId, publicOrigin())]);
  }
  if (intent === "reject") {
    const submission = parseForm(form, rejectFormSchema);
    if (submission.status !== "success") {
      return data({ intent: "reject" as const, paymentId, result: submission.reply() }, { status: 400 });
    }
    return back(request, TOAST[await rejectPayment(adminId, submission.value.paymentId, submission.value.reason)]);
  }
  if (intent === "settings") {
    const submission = parseForm(form, transferDetailsSchema);
    if (submission.status !== "success") {
      return data({ intent: "settings" as const, paymentId: null, result: submission.reply() }, { status: 400 });
    }
    await saveTransferDetails(adminId, submission.value);
    return back(request, { type: "success", key: "payments:admin.saved" });
  }
  return data({ intent: null, paymentId: null, result: null }, { status: 400 });
}
