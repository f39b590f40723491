// Masar's service worker (scope /): shows browser pushes and opens them. Hand-written plain JS so it
// needs no build step; the server sends payloads made by app/push/send.server.ts (pushPayload):
// { id, title, body, lang, dir, url, icon }, already in the recipient's language.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

const FALLBACK = { title: "مسار", body: "", lang: "ar", dir: "rtl", url: "/notifications", icon: "/favicon.svg" };

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === "string") return { ...FALLBACK, ...data };
  } catch {
    // Not JSON: shown with the fallback title so the push is never silent.
  }
  return FALLBACK;
}

self.addEventListener("push", (event) => {
  const p = readPayload(event);
  // A same-origin path only: a payload never sends a click elsewhere.
  const url = typeof p.url === "string" && p.url.startsWith("/") && !p.url.startsWith("//") ? p.url : "/notifications";
  event.waitUntil(
    self.registration.showNotification(p.title, {
      body: p.body,
      icon: p.icon,
      badge: p.icon,
      lang: p.lang,
      dir: p.dir,
      tag: p.id || undefined,
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || "/notifications",
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((c) => new URL(c.url).pathname === target.pathname);
      if (same) return same.focus();
      const open = windows.find((c) => new URL(c.url).origin === target.origin);
      if (open) {
        const focused = await open.focus();
        if (focused && "navigate" in focused) {
          const moved = await focused.navigate(target.href).catch(() => null);
          if (moved) return moved;
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
