import { expect, test } from "@playwright/test";
import { hydrated, signUpFreshStudent, stubPushManager, useLanguage } from "./fixtures";

/**
 * Browser push in Chromium (decision 010). Headless Chromium cannot subscribe to a real push service
 * offline, so `pushManager.subscribe` is replaced by one that returns a subscription with keys made in
 * the page and an endpoint on the allowed test origin; the service worker's push handler is then driven
 * through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */
const T = {
  ar: {
    enable: "تفعيل إشعارات المتصفح",
    disable: "إيقاف إشعارات المتصفح",
    on: "مفعّلة في هذا المتصفح",
    off: "غير مفعّلة في هذا المتصفح",
    title: "درس جديد في التفاضل والتكامل",
    body: "أضيف درس التكامل بالتجزئة.",
    dir: "rtl",
  },
  en: {
    enable: "Enable browser notifications",
    disable: "Disable browser notifications",
    on: "On for this browser",
    off: "Off for this browser",
    title: "New lesson in Calculus I",
    body: "Integration by parts was added.",
    dir: "ltr",
  },
} as const;

for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test(`enable and disable on the profile; the worker shows a push in the reader's language (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(["notifications"], { origin });
    await useLanguage(page, lang);
    await stubPushManager(page);
    await signUpFreshStudent(page, `push-${lang}`);
    await page.goto("/profile");
    await hydrated(page);
    const settings = page.getByTestId("push-settings");
    await expect(settings.getByTestId("push-status")).toHaveText(t.off);

    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith("/resources/push-subscription") && r.request().method() === "POST",
    );
    await settings.getByRole("button", { name: t.enable }).click();
    expect((await subscribed).status()).toBe(201);
    await expect(settings.getByTestId("push-status")).toHaveText(t.on);
    await expect(settings.getByRole("button", { name: t.disable })).toBeVisible();

    // The worker registered at the root: a push delivered to it shows the payload the server would send.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const root = registrations.find(
          (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${origin}/` && !r.isDeleted,
        );
        if (root) resolve(root.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const registrationId = await registration;
    // A push that reaches a worker still installing is dropped, as a browser would: wait until it is active.
    await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      const worker = r.active!;
      if (worker.state !== "activated")
        await new Promise<void>((resolve) =>
          worker.addEventListener("statechange", () => worker.state === "activated" && resolve()),
        );
    });
    const shown = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.ready;
        return (await r.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          dir: n.dir,
          lang: n.lang,
          tag: n.tag,
        }));
      });
    const deliver = () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin,
        registrationId,
        data: JSON.stringify({
          id: "n1",
          title: t.title,
          body: t.body,
          lang,
          dir: t.dir,
          url: "/notifications",
          icon: "/favicon.svg",
        }),
      });
    await deliver();
    // DevTools' delivery is fire-and-forget, and beside a busy core Chromium sometimes drops it before the
    // worker's push event runs (decision 037: the cause is not pinned). A push service delivers again what
    // was not acknowledged; so does this test, once, and says so in the report. The same tag replaces, so
    // the list still holds exactly one notification.
    await expect
      .poll(shown, { timeout: 5_000 })
      .toHaveLength(1)
      .catch(async () => {
        test
          .info()
          .annotations.push({ type: "push delivered again", description: "the first delivery showed nothing" });
        await deliver();
      });
    await expect.poll(shown).toEqual([{ title: t.title, body: t.body, dir: t.dir, lang, tag: "n1" }]);

    const unsubscribed = page.waitForResponse(
      (r) => r.url().endsWith("/resources/push-subscription") && r.request().method() === "DELETE",
    );
    await settings.getByRole("button", { name: t.disable }).click();
    expect((await unsubscribed).status()).toBe(200);
    await expect(settings.getByTestId("push-status")).toHaveText(t.off);
  });
}

test("the subscription route: visitors, wrong methods, bad bodies and endpoints outside the push services", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = { Origin: new URL(baseURL!).origin };
  expect((await request.post("/resources/push-subscription", { headers: origin, data: {} })).status()).toBe(401);
  const get = await request.get("/resources/push-subscription");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST, DELETE");
  await signUpFreshStudent(page, "push-route");
  const post = (data: unknown, headers: Record<string, string> = {}) =>
    page.request.post("/resources/push-subscription", { headers: { ...origin, ...headers }, data });
  const keys = { p256dh: "BGx", auth: "abc" };
  expect((await post({ endpoint: "not a url", keys })).status()).toBe(400);
  expect((await post("{broken", { "Content-Type": "application/json" })).status()).toBe(400);
  const ssrf = await post({ endpoint: "https://169.254.169.254/latest/meta-data", keys });
  expect(ssrf.status()).toBe(400);
  expect((await ssrf.json()).error).toBe("notAllowed");
  expect((await post({ endpoint: "http://fcm.googleapis.com/fcm/send/x", keys })).status()).toBe(400);
  expect((await post({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys })).status()).toBe(201);
  const removed = await page.request.delete("/resources/push-subscription", {
    headers: origin,
    data: { endpoint: "https://fcm.googleapis.com/fcm/send/abc" },
  });
  expect(removed.status()).toBe(200);
  expect((await removed.json()).notificationEnabled).toBe(false);
  expect(
    (
      await page.request.delete("/resources/push-subscription", {
        headers: origin,
        data: { endpoint: "https://fcm.googleapis.com/fcm/send/abc" },
      })
    ).status(),
  ).toBe(404);
});
