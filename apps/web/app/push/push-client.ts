/**
 * Browser side of Web Push (spec section 4 "Push"): permission is asked only from the click that calls
 * enablePush; the subscription goes to POST /resources/push-subscription. Failures give null and a
 * logged warning (spec sections 5 and 8), never an exception.
 */
export const PUSH_SUBSCRIPTION_URL = "/resources/push-subscription";
const SW_URL = "/sw.js";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type EnableResult =
  | { subscription: PushSubscriptionJSON }
  | { subscription: null; reason: "unsupported" | "denied" | "failed" };

export async function enablePush(publicKey: string): Promise<EnableResult> {
  if (!pushSupported()) {
    console.warn("[push] this browser does not support push messaging");
    return { subscription: null, reason: "unsupported" };
  }
  try {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      console.warn(`[push] notification permission ${permission}`);
      return { subscription: null, reason: "denied" };
    }
    const registration = await navigator.serviceWorker.register(SW_URL, { scope: "/" });
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const json = subscription.toJSON();
    const response = await fetch(PUSH_SUBSCRIPTION_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(json),
    });
    if (!response.ok) {
      console.warn(`[push] the server refused the subscription (${response.status})`);
      await subscription.unsubscribe().catch(() => false);
      return { subscription: null, reason: "failed" };
    }
    return { subscription: json };
  } catch (error) {
    console.warn("[push] could not subscribe", error);
    return { subscription: null, reason: "failed" };
  }
}

/** Unsubscribes this browser and removes it on the server; true when it is off afterwards. */
export async function disablePush(): Promise<boolean> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return true;
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    const response = await fetch(PUSH_SUBSCRIPTION_URL, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint }),
    });
    return response.ok || response.status === 404;
  } catch (error) {
    console.warn("[push] could not unsubscribe", error);
    return false;
  }
}
