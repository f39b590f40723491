/**
 * Whether this browser can take Web Push. Apart from push-client.ts so that the player's push offer can
 * decide whether to show itself without loading the client, which it fetches only when asked to enable.
 */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}
