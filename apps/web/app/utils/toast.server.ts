import { z } from "zod";
import { signedCookie } from "#app/auth/cookies.server";

/** A toast decided on the server and shown after the next render (flash cookie). */
export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  /** An i18n key... */
  key: z.string().optional(),
  values: z.record(z.string(), z.string()).optional(),
  /** ...or a literal message (an error's own message). */
  message: z.string().optional(),
  /**
   * The in-app notification this toast announces, if any: the live stream's toast for that notification
   * then updates this one (same toast id) instead of stacking a second toast with the same words.
   */
  notificationId: z.string().max(200).optional(),
  /**
   * Given when the toast is decided, so two loaders that read the cookie at once (a fetcher's
   * revalidation racing another) show one toast, not two with the same words.
   */
  id: z.string().max(100).optional(),
});
export type Toast = z.infer<typeof toastSchema>;

let cookie: ReturnType<typeof signedCookie> | undefined;
function toastCookie() {
  cookie ??= signedCookie("masar_toast", 60);
  return cookie;
}

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize({ ...toast, id: toast.id ?? toastId(toast) });
}

/** A live notification's toast and its flash share one id; any other toast gets its own. */
export function toastId(toast: Toast): string {
  return toast.notificationId ? `notification-${toast.notificationId}` : crypto.randomUUID();
}

/** Reads and clears the flash toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, setCookie: null };
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, setCookie: await toastCookie().serialize("", { maxAge: 0 }) };
}
