import { describe, expect, it } from "vitest";
import { readToast, toastHeader } from "./toast.server";

/** The browser sends back what Set-Cookie set: name=value. */
const requestWith = (setCookie: string) =>
  new Request("http://127.0.0.1/", { headers: { Cookie: setCookie.split(";")[0]! } });

describe("flash toasts", () => {
  it("keep one id however many loaders read the cookie before it is cleared", async () => {
    const header = await toastHeader({ type: "error", key: "toast.errorDeletingNotification" });
    const [first, second] = await Promise.all([readToast(requestWith(header)), readToast(requestWith(header))]);
    expect(first.toast?.key).toBe("toast.errorDeletingNotification");
    expect(first.toast?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.toast?.id).toBe(first.toast?.id);
    expect(first.setCookie).toMatch(/Max-Age=0/);
  });

  it("give two toasts two ids, and a notification's toast the notification's id", async () => {
    const a = await readToast(requestWith(await toastHeader({ type: "info", key: "toast.testToast" })));
    const b = await readToast(requestWith(await toastHeader({ type: "info", key: "toast.testToast" })));
    expect(a.toast?.id).not.toBe(b.toast?.id);
    const n = await readToast(requestWith(await toastHeader({ type: "info", message: "x", notificationId: "n1" })));
    expect(n.toast?.id).toBe("notification-n1");
  });
});
