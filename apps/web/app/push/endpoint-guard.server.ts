import { getConfig } from "#app/env.server";

/**
 * The browser push services a subscription may point at (SSRF guard): the server sends requests to a
 * URL the browser gave it, so only these hosts, over https on the default port, are ever contacted.
 * Google FCM (Chrome, Edge on Android), Mozilla autopush (Firefox), Apple (Safari), Microsoft WNS
 * (Edge on Windows). A host matches exactly or as a subdomain of an entry that starts with a dot.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com",
];

/** True when the server may send to this endpoint; WEB_PUSH_ALLOWED_ORIGINS adds exact origins (tests). */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (getConfig().webPushAllowedOrigins.includes(url.origin)) return true;
  if (url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith(".") ? host.endsWith(h) && host.length > h.length : host === h));
}
