import { describe, expect, it } from "vitest";
import { MAX_PENDING_TOASTS, TOAST_COOKIE_NAME, toastCookieNames } from "./flash-toast";
import { clearToastHeader, readToasts, toastHeader } from "./toast.server";

/** What the browser sends back for these Set-Cookie headers: name=value pairs, oldest first. */
const jar = (...setCookies: string[]) => setCookies.map((c) => c.split(";")[0]!).join("; ");
const requestWith = (cookie: string) => new Request("http://127.0.0.1/", { headers: { Cookie: cookie } });
const nameOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

describe("flash toasts", () => {
  it("stay in their cookie when read, with one id however many requests read them before the page acknowledges", async () => {
    const header = await toastHeader({ type: "error", key: "toast.errorDeletingNotification" });
    expect(nameOf(header)).toMatch(TOAST_COOKIE_NAME);
    // The page must see that a toast waits (decision 028); what it says stays signed.
    expect(header).not.toMatch(/HttpOnly/i);
    const [first, second] = await Promise.all([
      readToasts(requestWith(jar(header))),
      readToasts(requestWith(jar(header))),
    ]);
    expect(first.toasts).toHaveLength(1);
    expect(first.toasts[0]).toMatchObject({ key: "toast.errorDeletingNotification", ack: nameOf(header) });
    expect(first.toasts[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.toasts[0]!.id).toBe(first.toasts[0]!.id);
    // Reading clears nothing: a read the browser aborts loses no toast.
    expect(first.setCookies).toEqual([]);
  });

  it("keep each toast in a cookie of its own, oldest first, and give a notification's toast the notification's id", async () => {
    const a = await toastHeader({ type: "info", key: "toast.testToast" });
    const b = await toastHeader({ type: "info", message: "x", notificationId: "n1" });
    expect(nameOf(a)).not.toBe(nameOf(b));
    const { toasts } = await readToasts(requestWith(jar(a, b)));
    expect(toasts.map((t) => t.ack)).toEqual([nameOf(a), nameOf(b)]);
    expect(toasts[1]!.id).toBe("notification-n1");
    expect(toasts[0]!.id).not.toBe(toasts[1]!.id);
  });

  it("clear a cookie they did not sign, and the oldest beyond the newest few, without showing them", async () => {
    const good = await toastHeader({ type: "success", key: "toast.profileSaved" });
    const forged = `masar_toast_0123456789abcdef=${encodeURIComponent(btoa(JSON.stringify({ message: "Call us" })))}`;
    const mixed = await readToasts(requestWith(jar(forged, good)));
    expect(mixed.toasts.map((t) => t.key)).toEqual(["toast.profileSaved"]);
    expect(mixed.setCookies).toHaveLength(1);
    expect(mixed.setCookies[0]).toMatch(/^masar_toast_0123456789abcdef=;.*Max-Age=0/);

    const many = await Promise.all(
      Array.from({ length: MAX_PENDING_TOASTS + 2 }, (_, n) =>
        toastHeader({ type: "info", key: "toast.testToast", values: { n: String(n) } }),
      ),
    );
    const capped = await readToasts(requestWith(jar(...many)));
    expect(capped.toasts.map((t) => t.values?.n)).toEqual(["2", "3", "4", "5", "6"]);
    expect(capped.setCookies.map(nameOf)).toEqual(many.slice(0, 2).map(nameOf));
  });

  it("are acknowledged by name: the clearing header removes that cookie and no other", async () => {
    const header = await toastHeader({ type: "info", key: "toast.testToast" });
    const clear = await clearToastHeader(nameOf(header));
    expect(nameOf(clear)).toBe(nameOf(header));
    expect(clear).toMatch(/Max-Age=0/);
    expect(clear).toMatch(/Path=\//);
  });

  it("find their cookie names in a Cookie header or document.cookie, and nothing else", () => {
    expect(
      toastCookieNames(
        "appLanguage=ar; masar_toast_AAAAbbbb11112222=x; masar_toast=old; masar_toast_short=y; masar_session=s",
      ),
    ).toEqual(["masar_toast_AAAAbbbb11112222"]);
    expect(toastCookieNames("")).toEqual([]);
    expect(toastCookieNames(null)).toEqual([]);
  });
});
