/**
 * What the server and the page share about flash toasts (decision 028): each toast waits in a cookie of
 * its own, `masar_toast_<16 letters or digits>`, until the page that showed it acknowledges it by name.
 */
export const TOAST_COOKIE_PREFIX = "masar_toast_";
export const TOAST_COOKIE_NAME = /^masar_toast_[A-Za-z0-9]{16}$/;
/** Where the page acknowledges shown toasts (POST, one or more `name` fields). */
export const TOAST_ACK_ACTION = "/resources/toast-ack";
/** More waiting toasts than this (a script posting in a loop) are dropped, oldest first. */
export const MAX_PENDING_TOASTS = 5;

/** The names of the toast cookies in a Cookie header or `document.cookie`, in the order given. */
export function toastCookieNames(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  const names: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const name = part.slice(0, part.indexOf("=")).trim();
    if (TOAST_COOKIE_NAME.test(name) && !names.includes(name)) names.push(name);
  }
  return names;
}
