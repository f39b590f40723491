import { data, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readFormData } from "#app/forms/submission.server";
import { requireUser } from "#app/auth/session.server";
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from "#app/services/notifications.server";
import { toastHeader } from "#app/utils/toast.server";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("markRead"), id: z.string().min(1) }),
  z.object({ intent: z.literal("markAllRead") }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
]);

/** The bell's actions, always on the signed-in user's own notifications. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = schema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  const uid = user.identity.uid;
  switch (parsed.data.intent) {
    case "markRead":
      return { ok: await markNotificationRead(uid, parsed.data.id) };
    case "markAllRead":
      return { ok: await markAllNotificationsRead(uid) };
    case "delete": {
      let ok = false;
      try {
        ok = await deleteNotification(uid, parsed.data.id);
      } catch (error) {
        console.error("[notifications] delete failed", error);
      }
      const toast = ok
        ? { type: "success" as const, key: "toast.notificationDeleted" }
        : { type: "error" as const, key: "toast.errorDeletingNotification" };
      return data({ ok }, { headers: { "Set-Cookie": await toastHeader(toast) } });
    }
  }
}
