import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isArabicText } from "@masar/domain/course";
import { DEMO_INSTRUCTORS, DEMO_USERS, demoCatalogue, PREVIEW_QUIZ_COURSE } from "./demo-data";

const catalogue = demoCatalogue();
const published = catalogue.filter((c) => c.course.status === "published");

describe("the demo catalogue's practice quizzes", () => {
  it("ends every published course with one quiz lesson, 15 minutes, no content, in Exam preparation", () => {
    expect(published).toHaveLength(27);
    for (const { course, lessons } of published) {
      expect(
        lessons.filter((l) => l.kind === "quiz"),
        course.title.en,
      ).toHaveLength(1);
      expect(lessons.at(-1)).toMatchObject({
        kind: "quiz",
        title: { ar: `تدريب: ${course.title.ar}`, en: `Practice: ${course.title.en}` },
        content: "",
        durationMinutes: 15,
        section: { ar: "الاستعداد للامتحان", en: "Exam preparation" },
      });
    }
  });

  it("makes one priced course's quiz a free preview, and gives drafts no quiz lesson", () => {
    const previews = published.filter((c) => c.lessons.some((l) => l.kind === "quiz" && l.preview));
    expect(previews.map((c) => c.course.title.en)).toEqual([PREVIEW_QUIZ_COURSE]);
    expect(previews[0]!.course.price).toBeGreaterThan(0);
    for (const draft of catalogue.filter((c) => c.course.status === "draft")) expect(draft.lessons).toEqual([]);
  });

  it("keeps the demo student's story: Programming Basics finished with its quiz, Calculus I at 2 of 7", () => {
    const progress = catalogue
      .filter((c) => c.studentCompletes !== undefined)
      .map((c) => [c.course.title.en, c.studentCompletes, c.lessons.length]);
    expect(progress).toEqual([
      ["Programming Basics with Python", 4, 4],
      ["Calculus I", 2, 7],
    ]);
  });
});

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../public");

describe("the demo catalogue reads like real courses", () => {
  it("gives each course a short description of its own in both languages", () => {
    for (const locale of ["ar", "en"] as const) {
      const descriptions = catalogue.map((c) => c.course.description![locale]!);
      expect(new Set(descriptions).size, locale).toBe(catalogue.length);
      for (const text of descriptions) {
        expect(text.length, text).toBeGreaterThan(40);
        expect(text.length, text).toBeLessThan(240);
        expect(isArabicText(text), text).toBe(locale === "ar");
      }
    }
  });

  it("gives each published course a cover of its own that exists", () => {
    const covers = published.map((c) => c.course.image!);
    expect(new Set(covers).size).toBe(published.length);
    for (const cover of covers) {
      expect(cover).toMatch(/^\/images\/courses\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(PUBLIC, cover)), cover).toBe(true);
    }
  });

  it("keeps the drafts' titles plain", () => {
    const drafts = catalogue.filter((c) => c.course.status === "draft");
    expect(drafts).toHaveLength(2);
    // A draft is one by its status (the console's badge says so), not by its title.
    for (const { course } of drafts) expect(`${course.title.ar} ${course.title.en}`).not.toMatch(/مسودة|draft/i);
  });

  it("names every teacher in Arabic and in Latin letters", () => {
    const teachers = [...DEMO_USERS.filter((u) => u.role === "teacher"), ...DEMO_INSTRUCTORS];
    expect(teachers).toHaveLength(6);
    for (const { names } of teachers) {
      expect(isArabicText(names!.ar), names!.ar).toBe(true);
      expect(names!.latin, names!.latin).toMatch(/^[\p{Script=Latin}\s.'-]+$/u);
    }
  });
});
