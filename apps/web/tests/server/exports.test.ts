/**
 * Every CSV export as the person who downloads it gets it, in both languages (issue 39): the bytes start
 * with UTF-8's byte-order mark (Excel then reads Arabic instead of mojibake) and the first row is headed
 * in that person's language, never in column codes (`student_email`). In process on the built app.
 */
import { beforeAll, describe, expect, it } from "vitest";
import paymentsAr from "#app/i18n/locales/ar/payments";
import paymentsEn from "#app/i18n/locales/en/payments";
import teachingAr from "#app/i18n/locales/ar/teaching";
import teachingEn from "#app/i18n/locales/en/teaching";
import { DEMO } from "../demo-users";
import { inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("exports");

type Lang = "ar" | "en";
const LANGS: Lang[] = ["ar", "en"];
const BOM = [0xef, 0xbb, 0xbf];

/** The first CSV row's cells (the headings are quoted text with no comma or quote inside). */
const headings = (text: string) =>
  text
    .split("\r\n")[0]!
    .split(",")
    .map((cell) => cell.replace(/^"|"$/g, ""));

const cookies: Record<"admin" | "teacher", string> = { admin: "", teacher: "" };
let learnersCsv = "";

beforeAll(async () => {
  cookies.admin = await signIn(DEMO.admin);
  cookies.teacher = await signIn(DEMO.teacher);
  const page = await (await call("/instructor/courses", { cookie: cookies.teacher })).text();
  const courseId = /href="\/instructor\/courses\/([0-9a-f-]{36})"/.exec(page)?.[1];
  if (!courseId) throw new Error("the demo teacher has no course");
  learnersCsv = `/instructor/courses/${courseId}/learners.csv`;
});

/** Every export: who downloads it, where, and the headings it must have when known in advance. */
const EXPORTS: { name: string; who: "admin" | "teacher"; path: () => string; expected?: Record<Lang, string[]> }[] = [
  {
    name: "payments",
    who: "admin",
    path: () => "/admin-subscriptions/export",
    expected: { ar: Object.values(paymentsAr.paymentsCsv), en: Object.values(paymentsEn.paymentsCsv) },
  },
  { name: "statistics", who: "admin", path: () => "/admin-statistics/export?chart=completion&period=30d" },
  {
    name: "learners",
    who: "teacher",
    path: () => learnersCsv,
    expected: {
      ar: [teachingAr.teaching.learners.name, teachingAr.teaching.learners.email],
      en: [teachingEn.teaching.learners.name, teachingEn.teaching.learners.email],
    },
  },
];

describe.each(EXPORTS)("the $name export", ({ who, path, expected }) => {
  it.each(LANGS)("in %s: UTF-8 with a BOM, headed in the reader's language", async (lang) => {
    const response = await call(path(), { cookie: `${cookies[who]}; appLanguage=${lang}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="masar-[\w-]+\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(3));
    const head = headings(text);
    expect(head.length).toBeGreaterThan(1);
    for (const heading of head) {
      expect(heading, "no column code").not.toMatch(/_/);
      if (lang === "ar") expect(heading, "an Arabic heading").toMatch(/\p{Script=Arabic}/u);
      else expect(heading, "an English heading").toMatch(/^[A-Z][\w -]*$/u);
    }
    if (expected) expect(head.slice(0, expected[lang].length)).toEqual(expected[lang]);
  });
});

it("says the payments' methods and statuses in the admin's language", async () => {
  const rows = async (lang: Lang) =>
    (await (await call("/admin-subscriptions/export", { cookie: `${cookies.admin}; appLanguage=${lang}` })).text())
      .split("\r\n")
      .slice(1, -1);
  const ar = await rows("ar");
  expect(ar.length, "the demo history has payments").toBeGreaterThan(0);
  expect(ar.join("\n")).toContain(`"${paymentsAr.status.paid}"`);
  expect((await rows("en")).join("\n")).toContain(`"${paymentsEn.status.paid}"`);
  expect(ar.join("\n")).not.toMatch(/"(paid|paymob|manual_transfer)"/);
});
