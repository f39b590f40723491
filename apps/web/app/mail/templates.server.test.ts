import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Locale } from "@masar/domain/locale";
import type { MailKind } from "#app/data/ports";
import { BRAND_COLOR, renderMail, type MailParams } from "./templates.server";

const here = path.dirname(fileURLToPath(import.meta.url));
const link = (p: string) => `https://masar.test/${p}?token=t0k3n&lang=ar`;

/** One mail of every kind, with the links it must carry. */
const EXAMPLES: { [K in MailKind]: { params: MailParams[K]; links: string[] } } = {
  "verify-email": { params: { name: "Sara", link: link("verify-email"), hours: 24 }, links: [link("verify-email")] },
  "email-taken": {
    params: { name: "Sara", signInLink: "https://masar.test/login", resetLink: link("reset-password") },
    links: ["https://masar.test/login", link("reset-password")],
  },
  "reset-password": {
    params: { name: "Sara", link: link("reset-password"), minutes: 30 },
    links: [link("reset-password")],
  },
  "change-email": {
    params: { name: "Sara", link: link("change-email"), newEmail: "new@example.com", hours: 24 },
    links: [link("change-email")],
  },
  "email-changed": { params: { name: "Sara", newEmail: "new@example.com" }, links: [] },
  "password-changed": { params: { name: "Sara" }, links: [] },
  "deletion-scheduled": {
    params: { name: "Sara", date: new Date("2026-01-08T08:00:00Z"), signInLink: "https://masar.test/login" },
    links: ["https://masar.test/login"],
  },
};

const KINDS = Object.keys(EXAMPLES) as MailKind[];
const render = <K extends MailKind>(kind: K, locale: Locale, params: MailParams[K] = EXAMPLES[kind].params) =>
  renderMail(kind, { to: "sara@example.com", locale }, params);

/** The text a browser shows for an HTML attribute or text (the entities this module writes). */
const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe.each(["ar", "en"] as const)("every mail in %s", (locale) => {
  it.each(KINDS)("%s: subject, text and HTML in the language, its links in both parts", (kind) => {
    const mail = render(kind, locale);
    expect(mail).toMatchObject({ kind, to: "sara@example.com", locale });
    expect(mail.subject.trim()).not.toBe("");
    // Arabic mails are written in Arabic, English ones in Latin script (the digits and names aside).
    expect(/[\u0600-\u06ff]/.test(mail.subject)).toBe(locale === "ar");
    expect(/[\u0600-\u06ff]/.test(mail.text)).toBe(locale === "ar");
    const dir = locale === "ar" ? "rtl" : "ltr";
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}" dir="${dir}">`));
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    expect(mail.html).toContain(locale === "ar" ? ">مسار</td>" : ">Masar</td>");
    expect(mail.html).toContain(BRAND_COLOR);
    // Every message key became words; every placeholder was filled.
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\{|\}\}|mail:mail\.|\bmail\.[a-z]+(?:[A-Z]|\.)/);
    }
    const lines = mail.text.split("\n");
    for (const l of EXAMPLES[kind].links) {
      expect(lines, l).toContain(l);
      expect(mail.html).toContain(`href="${l.replace(/&/g, "&amp;")}"`);
    }
    // Nothing loaded from anywhere, nothing that follows the reader: the only addresses are its links.
    const addresses = [...unescape(mail.html).matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]);
    expect(new Set(addresses)).toEqual(new Set(EXAMPLES[kind].links));
    expect(mail.html).not.toMatch(/<img|<link|<script|<style|url\(|@import|src=/i);
    expect(mail.text).toContain("Sara");
  });
});

describe("renderMail", () => {
  it("escapes every value in the HTML and keeps it as it is in the text", () => {
    const name = `<script>alert("x")</script> & 'Co'`;
    const newEmail = `"><img src=x onerror=alert(1)>@example.com`;
    const mail = render("change-email", "en", { name, link: link("change-email"), newEmail, hours: 24 });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("<bdi>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;</bdi>");
    expect(mail.html).toContain("<bdi>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com</bdi>");
    expect(mail.text).toContain(`Hello ${name},`);
    expect(mail.text).toContain(newEmail);
  });

  it("refuses a link that is not an absolute web address", () => {
    expect(() => render("verify-email", "en", { name: "Sara", link: "javascript:alert(1)", hours: 24 })).toThrow(
      /Not a web link/,
    );
    expect(() => render("verify-email", "en", { name: "Sara", link: "/verify-email?token=x", hours: 24 })).toThrow();
  });

  it("counts hours and minutes in each language's plural, in its digits", () => {
    expect(render("verify-email", "ar").text).toContain("مدة ٢٤ ساعة.");
    expect(render("verify-email", "en").text).toContain("for 24 hours.");
    expect(render("reset-password", "ar").text).toContain("مدة ٣٠ دقيقة.");
    expect(render("reset-password", "en").text).toContain("for 30 minutes.");
    expect(render("change-email", "ar", { ...EXAMPLES["change-email"].params, hours: 2 }).text).toContain(
      "مدة ساعتين.",
    );
  });

  it("dates the deletion in Cairo time, in the reader's language", () => {
    // 08:00 UTC is 10:00 in Cairo in January.
    expect(render("deletion-scheduled", "en").text).toMatch(/Thursday,? 8 January 2026 at 10:00/);
    expect(render("deletion-scheduled", "ar").text).toContain("الخميس، ٨ يناير ٢٠٢٦ في ١٠:٠٠ ص بتوقيت القاهرة");
  });

  it("greets without a name when there is none", () => {
    expect(render("password-changed", "en", { name: "  " }).text).toMatch(/^Hello,\n/);
    expect(render("password-changed", "ar", { name: "" }).text).toMatch(/^مرحبًا،\n/);
    expect(render("password-changed", "ar", { name: "سارة" }).text).toMatch(/^مرحبًا سارة،\n/);
  });

  it("puts each link on a line of its own in the text, after its label", () => {
    const mail = render("email-taken", "en");
    expect(mail.text).toContain("Log in to Masar:\nhttps://masar.test/login\n");
    expect(mail.text).toContain(`Reset my password:\n${link("reset-password")}\n`);
  });

  it("is in the kit's primary colour", () => {
    const tokens = fs.readFileSync(path.resolve(here, "../../../../packages/ui/src/styles/tokens.css"), "utf8");
    expect(BRAND_COLOR).toBe(tokens.match(/^\s*--primary:\s*(#[0-9a-f]{6});/im)?.[1]);
  });
});
