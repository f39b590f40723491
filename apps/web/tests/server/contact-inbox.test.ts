/**
 * The admin's contact inbox (issue 39, item 24), at the request level on the built app: every message
 * sent from the Contact page is there, paged by the server (the page in the URL), searched by every word,
 * viewed as waiting, handled or all, and marked handled or back to waiting by plain forms that return to
 * the same page; the dashboard's "waiting" count is the inbox's. Who may open it and post to it is the
 * access matrix's (access.test.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE } from "@masar/domain/admin";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("contact-inbox");

const RUN = `r${Date.now().toString(36)}`;
const SENT = ADMIN_PAGE_SIZE + 5;
let admin = "";

const page = async (path: string) => {
  const response = await call(path, { cookie: `${admin}; appLanguage=en` });
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The messages a page of the inbox lists: id, subject and state, in order. */
const listed = (html: string) =>
  [...html.matchAll(/<li[^>]*data-testid="inbox-message"[^>]*data-state="(\w+)".*?<\/li>/gs)].map((m) => ({
    state: m[1],
    subject: /<h2[^>]*><bdi>(.*?)<\/bdi><\/h2>/.exec(m[0])![1],
    id: /name="id" value="([^"]+)"/.exec(m[0])![1]!,
  }));
const countText = (html: string) => /data-testid="inbox-count"[^>]*>([^<]*)</.exec(html)![1];
const waitingOnDashboard = async () =>
  Number(
    /data-testid="messages-waiting"[^>]*>([\d,]+) waiting</.exec(await page("/admin-dashboard"))![1]!.replace(/,/g, ""),
  );

beforeAll(async () => {
  admin = await signIn(DEMO.admin);
  // Sent through the real form, each from an address of its own (the form's hourly limit is per address).
  for (let i = 0; i < SENT; i++) {
    const response = await call("/contact", {
      form: {
        name: i === 3 ? "أحمد سالم" : `Sender ${i}`,
        email: `sender${i}@example.com`,
        subject: `${RUN} subject ${i}`,
        message: i === 9 ? "My bank transfer receipt is attached, please check it." : "Please help me with my course.",
      },
    });
    expect(response.headers.get("location")).toBe("/contact?sent=1");
  }
});

describe("the contact inbox", () => {
  it("pages every waiting message on the server, newest first, the page in the URL", async () => {
    const first = listed(await page(`/admin-messages?q=${RUN}`));
    const second = listed(await page(`/admin-messages?q=${RUN}&page=2`));
    expect(first).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second).toHaveLength(SENT - ADMIN_PAGE_SIZE);
    const subjects = [...first, ...second].map((m) => m.subject);
    expect(subjects).toEqual(Array.from({ length: SENT }, (_, i) => `${RUN} subject ${SENT - 1 - i}`));
    expect(countText(await page(`/admin-messages?q=${RUN}`))).toBe(`${SENT} messages`);
    // The pagination's links keep the search: next from page 1, previous from page 2.
    const link = (html: string, rel: string) =>
      /href="([^"]*)"/.exec(new RegExp(`<a[^>]*rel="${rel}"[^>]*>`).exec(html)![0])![1]!.replace(/&amp;/g, "&");
    expect(link(await page(`/admin-messages?q=${RUN}`), "next")).toBe(`/admin-messages?q=${RUN}&page=2`);
    expect(link(await page(`/admin-messages?q=${RUN}&page=2`), "prev")).toBe(`/admin-messages?q=${RUN}&page=1`);
  });

  it("searches every word in any order across name, address, subject and message, Arabic-aware", async () => {
    const subjects = async (q: string) =>
      listed(await page(`/admin-messages?${new URLSearchParams({ q, state: "all" })}`)).map((m) => m.subject);
    expect(await subjects(`receipt ${RUN} TRANSFER`)).toEqual([`${RUN} subject 9`]);
    expect(await subjects(`احمد ${RUN}`)).toEqual([`${RUN} subject 3`]);
    expect(await subjects("sender7@example.com")).toEqual([`${RUN} subject 7`]);
    expect(await subjects(`${RUN} no-such-word`)).toEqual([]);
  });

  it("marks handled and back to waiting, returning to the same page; the dashboard counts what waits", async () => {
    const before = await waitingOnDashboard();
    const here = `/admin-messages?q=${RUN}&page=2`;
    const target = listed(await page(here))[0]!;
    const handled = await call(here, { cookie: admin, form: { intent: "handled", id: target.id } });
    expect(handled.status).toBe(302);
    expect(handled.headers.get("location")).toBe(here);
    expect(flashToastKey(handled)).toContain("toast.messageHandled");
    expect(await waitingOnDashboard()).toBe(before - 1);
    // It left the waiting view and is in the handled one, with the date it was handled.
    expect(listed(await page(here)).map((m) => m.id)).not.toContain(target.id);
    const inHandled = await page(`/admin-messages?q=${RUN}&state=handled`);
    expect(listed(inHandled)).toEqual([{ ...target, state: "handled" }]);
    expect(inHandled).toContain("Handled on ");

    const back = `/admin-messages?q=${RUN}&state=handled`;
    const waiting = await call(back, { cookie: admin, form: { intent: "waiting", id: target.id } });
    expect(waiting.headers.get("location")).toBe(back);
    expect(flashToastKey(waiting)).toContain("toast.messageWaiting");
    expect(listed(await page(back))).toEqual([]);
    expect(await waitingOnDashboard()).toBe(before);
    // The dashboard's figure is the inbox's: every message waiting, not the five it lists.
    const all = countText(await page("/admin-messages"));
    expect(all).toBe(`${before.toLocaleString("en")} messages`);
    expect(before).toBeGreaterThanOrEqual(SENT);
  });

  it("refuses a form it cannot read and a message that does not exist, changing nothing", async () => {
    const before = await waitingOnDashboard();
    const unreadable: Record<string, string>[] = [
      { intent: "handled" },
      { intent: "delete", id: "x" },
      { intent: "handled", id: " " },
    ];
    for (const form of unreadable) {
      const response = await call("/admin-messages", { cookie: admin, form });
      expect(response.status, JSON.stringify(form)).toBe(400);
    }
    const missing = await call("/admin-messages", {
      cookie: `${admin}; appLanguage=en`,
      form: { intent: "handled", id: "no-such-message" },
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("This message was not found");
    expect(await waitingOnDashboard()).toBe(before);
  });

  it("reads a stale or odd query as the first page of waiting messages", async () => {
    const html = await page(`/admin-messages?q=${RUN}&state=deleted&page=-3`);
    expect(listed(html)).toHaveLength(ADMIN_PAGE_SIZE);
    expect(listed(html).every((m) => m.state === "waiting")).toBe(true);
  });
});
