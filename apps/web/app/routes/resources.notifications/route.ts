// The notification bell's actions: mark one read, mark all read, delete one.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "@masar/domain/zod";
import { readSubmission } from "#app/forms/submission.server";
import { requireUser } from "#app/auth/session.server";
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from "#app/services/notifications.server";
import { NO_STORE, postOnlyLoader, requirePost } from "#app/utils/http.server";
import { toastHeader } from "#app/utils/toast.server";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("markRead"), id: z.string().min(1) }),
  z.object({ intent: z.literal("markAllRead") }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
]);

/** A resource route answers with a Response: a data() value would reach the client as a 200 whatever its status. */
const reply = (body: { ok: boolean; result?: unknown }, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": NO_STORE, ...headers } });

/** The bell's actions, always on the signed-in user's own notifications. */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const user = await requireUser(request);
  const submission = await readSubmission(request, schema);
  if (submission.status !== "success") return reply({ ok: false, result: submission.reply() }, 400);
  const form = submission.value;
  const uid = user.identity.uid;
  switch (form.intent) {
    case "markRead":
      return reply({ ok: await markNotificationRead(uid, form.id) });
    case "markAllRead":
      return reply({ ok: await markAllNotificationsRead(uid) });
    case "delete": {
      let ok = false;
      try {
        ok = await deleteNotification(uid, form.id);
      } catch (error) {
        console.error("[notifications] delete failed", error);
      }
      const toast = ok
        ? { type: "success" as const, key: "toast.notificationDeleted" }
        : { type: "error" as const, key: "toast.errorDeletingNotification" };
      return reply({ ok }, 200, { "Set-Cookie": await toastHeader(toast) });
    }
  }
}

export const loader = postOnlyLoader;
