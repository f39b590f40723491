import { redirect } from "@remix-run/node";
import { z } from "zod";
import { readSubmission } from "#app/forms/submission.server";
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from "#app/services/notifications.server";
import { readPageQuery } from "#app/services/notifications-page.server";
import { toastHeader } from "#app/utils/toast.server";

const id = z.string().min(1).max(200);
/** Only the links notificationHref makes (a receipt, a course); anything else is not followed. */
const href = z.string().regex(/^\/(receipts|course|certificates)\/[\w-]{1,128}$/);

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), id, href: href.optional() }),
  z.object({ intent: z.literal("markAllRead") }),
  z.object({ intent: z.literal("delete"), id }),
]);

/** Back to the list the user was on (filter and length kept), so the page works the same without JS. */
function backTo(request: Request) {
  const { filter, count } = readPageQuery(new URL(request.url));
  const query = new URLSearchParams();
  if (filter !== "all") query.set("filter", filter);
  if (count > 20) query.set("count", String(count));
  const search = query.toString();
  return `/notifications${search ? `?${search}` : ""}`;
}

/**
 * The page's forms, always on the signed-in user's own notifications (the port checks ownership).
 * Opening marks read and follows the receipt or course the notification names (spec section 4);
 * deleting answers with the spec's toast either way (section 8). Invalid input is a 400.
 */
export async function notificationsAction(request: Request, userId: string) {
  const submission = await readSubmission(request, schema);
  if (submission.status !== "success") {
    return Response.json({ ok: false, error: "invalid", result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  switch (form.intent) {
    case "open": {
      await markNotificationRead(userId, form.id);
      return redirect(form.href ?? backTo(request));
    }
    case "markAllRead":
      await markAllNotificationsRead(userId);
      return redirect(backTo(request));
    case "delete": {
      let ok = false;
      try {
        ok = await deleteNotification(userId, form.id);
      } catch (error) {
        console.error("[notifications] delete failed", error);
      }
      const toast = ok
        ? { type: "success" as const, key: "toast.notificationDeleted" }
        : { type: "error" as const, key: "toast.errorDeletingNotification" };
      return redirect(backTo(request), { headers: { "Set-Cookie": await toastHeader(toast) } });
    }
  }
}
