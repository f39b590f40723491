import { z } from "zod";
import { signedCookie } from "#app/auth/cookies.server";
import { MAX_PENDING_TOASTS, TOAST_COOKIE_PREFIX, toastCookieNames } from "./flash-toast";

/** A toast decided on the server and shown after the next render (flash cookie, decision 028). */
const toastSchema = z.object({
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
   * Given when the toast is decided: every loader that reads the cookie before the page acknowledges it
   * returns the same id, and the page shows each id once (in every tab, across reloads).
   */
  id: z.string().max(100).optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** A waiting toast as the root loader returns it: `ack` is the cookie the page acknowledges. */
export type FlashToast = Toast & { id: string; ack: string };

/** A minute: long enough for any revalidation to come, short enough that a page never shows an old one. */
const TOAST_MAX_AGE_S = 60;

/**
 * Not httpOnly: the page sees that a toast is waiting (its name) and asks the server for it when a
 * request that carried it was aborted. The content is signed: only what the server reads is shown.
 */
const toastCookie = (name: string) => signedCookie(name, TOAST_MAX_AGE_S, { httpOnly: false });

/** Each toast in a cookie of its own: acknowledging one can never clear another set meanwhile. */
export async function toastHeader(toast: Toast): Promise<string> {
  const name = `${TOAST_COOKIE_PREFIX}${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  return toastCookie(name).serialize({ ...toast, id: toast.id ?? toastId(toast) });
}

/** A live notification's toast and its flash share one id; any other toast gets its own. */
function toastId(toast: Toast): string {
  return toast.notificationId ? `notification-${toast.notificationId}` : crypto.randomUUID();
}

/** The Set-Cookie header that removes the toast cookie `name`. */
export function clearToastHeader(name: string): Promise<string> {
  return toastCookie(name).serialize("", { maxAge: 0 });
}

/**
 * Reads the waiting toasts, oldest first, WITHOUT clearing them: a request that reads them may be aborted
 * in the browser after the server has answered (a newer submission interrupts a revalidation), so a toast
 * stays until the page that showed it acknowledges it (the toast-ack route) or a minute has passed.
 * Cookies that fail their signature, and any beyond the newest few, are cleared here.
 */
export async function readToasts(request: Request): Promise<{ toasts: FlashToast[]; setCookies: string[] }> {
  const header = request.headers.get("Cookie");
  const names = toastCookieNames(header);
  const setCookies: string[] = [];
  const toasts: FlashToast[] = [];
  // Browsers send older cookies of one path first (RFC 6265 5.4): the newest are at the end.
  const dropped = names.length - MAX_PENDING_TOASTS;
  for (const [index, name] of names.entries()) {
    const parsed = index < dropped ? null : toastSchema.safeParse(await toastCookie(name).parse(header));
    if (parsed?.success && parsed.data.id) toasts.push({ ...parsed.data, id: parsed.data.id, ack: name });
    else setCookies.push(await clearToastHeader(name));
  }
  return { toasts, setCookies };
}
