import { describe, expect, it } from "vitest";
import { demoCatalogue, PREVIEW_QUIZ_COURSE } from "./demo-data";

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
