import { describe, expect, it } from "vitest";
import {
  cardAction,
  courseStatusProblem,
  isFree,
  lessonCount,
  localizedFromStored,
  localizeTags,
  personNames,
  progressPercent,
  tagOverflow,
  tagsFromStored,
} from "./course";

describe("progressPercent", () => {
  it.each([
    [null, 0],
    [undefined, 0],
    [{ completedLessons: 0, totalLessons: 0 }, 0],
    [{ completedLessons: 0, totalLessons: 10 }, 0],
    [{ completedLessons: 1, totalLessons: 3 }, 33],
    [{ completedLessons: 2, totalLessons: 3 }, 67],
    [{ completedLessons: 1, totalLessons: 8 }, 13],
    [{ completedLessons: 5, totalLessons: 5 }, 100],
    [{ completedLessons: 7, totalLessons: 5 }, 100],
  ])("%j → %i", (progress, expected) => {
    expect(progressPercent(progress)).toBe(expected);
  });
});

describe("cardAction follows the spec's table", () => {
  it("progress below 100 → continue, logged in or not", () => {
    expect(cardAction({ completedLessons: 1, totalLessons: 4 }, true)).toBe("continue");
    expect(cardAction({ completedLessons: 0, totalLessons: 4 }, false)).toBe("continue");
  });
  it("progress at 100 → review", () => {
    expect(cardAction({ completedLessons: 4, totalLessons: 4 }, true)).toBe("review");
  });
  it("rounds up to 100 only when the rounded percentage is 100", () => {
    expect(cardAction({ completedLessons: 199, totalLessons: 200 }, true)).toBe("review");
    expect(cardAction({ completedLessons: 198, totalLessons: 200 }, true)).toBe("continue");
  });
  it("no progress → view course when logged in, enroll now when not", () => {
    expect(cardAction(null, true)).toBe("viewCourse");
    expect(cardAction(undefined, false)).toBe("enrollNow");
  });
});

describe("tagOverflow", () => {
  it("no tags gives the generic label", () => {
    expect(tagOverflow([])).toEqual({ visible: [], hidden: 0, generic: true });
    expect(tagOverflow(undefined)).toEqual({ visible: [], hidden: 0, generic: true });
    expect(tagOverflow(["  "])).toEqual({ visible: [], hidden: 0, generic: true });
  });
  it("one and two tags show all", () => {
    expect(tagOverflow(["a"])).toEqual({ visible: ["a"], hidden: 0, generic: false });
    expect(tagOverflow(["a", "b"])).toEqual({ visible: ["a", "b"], hidden: 0, generic: false });
  });
  it("five tags show two and +3", () => {
    expect(tagOverflow(["a", "b", "c", "d", "e"])).toEqual({ visible: ["a", "b"], hidden: 3, generic: false });
  });
});

describe("lessonCount", () => {
  it("prefers lessonsCount, else the lessons list, else 0", () => {
    expect(lessonCount({ lessonsCount: 12, lessons: [1, 2] })).toBe(12);
    expect(lessonCount({ lessonsCount: 0, lessons: [1, 2] })).toBe(0);
    expect(lessonCount({ lessons: [1, 2, 3] })).toBe(3);
    expect(lessonCount({ lessonsCount: null, lessons: null })).toBe(0);
    expect(lessonCount({})).toBe(0);
  });
});

describe("isFree", () => {
  it("0, missing and negative prices are free", () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(null)).toBe(true);
    expect(isFree(undefined)).toBe(true);
    expect(isFree(250)).toBe(false);
  });
});

describe("courseStatusProblem: a published course has at least one lesson", () => {
  it("refuses a published course without lessons, allows drafts and courses with lessons", () => {
    expect(courseStatusProblem("published", 0)).toBe("validation.publishNeedsLesson");
    expect(courseStatusProblem("published", 1)).toBeNull();
    expect(courseStatusProblem("draft", 0)).toBeNull();
  });
});

describe("bilingual tags", () => {
  it("shows each tag in the reader's language, falling back to the other, and drops empty ones", () => {
    const tags = [
      { ar: "جبر", en: "Algebra" },
      { ar: "", en: "Exams" },
      { ar: "ملخصات", en: "" },
      { ar: " ", en: "" },
    ];
    expect(localizeTags(tags, "ar")).toEqual(["جبر", "Exams", "ملخصات"]);
    expect(localizeTags(tags, "en")).toEqual(["Algebra", "Exams", "ملخصات"]);
    expect(localizeTags(null, "en")).toEqual([]);
  });

  it("reads stored tags of both shapes: old plain strings by their script, entries in both languages as they are", () => {
    expect(tagsFromStored(["Python", "برمجة", " ", { ar: "جبر", en: "Algebra" }, { ar: "", en: "" }, 5, null])).toEqual(
      [
        { ar: "", en: "Python" },
        { ar: "برمجة", en: "" },
        { ar: "جبر", en: "Algebra" },
      ],
    );
    expect(tagsFromStored("Python")).toEqual([]);
    expect(tagsFromStored(undefined)).toEqual([]);
  });
});

describe("names and texts in both languages", () => {
  it("reads a one-language text stored before it had two under its script's side", () => {
    expect(localizedFromStored("Dr. Youssef Fahmy")).toEqual({ ar: "", en: "Dr. Youssef Fahmy" });
    expect(localizedFromStored("د. ليلى إبراهيم")).toEqual({ ar: "د. ليلى إبراهيم", en: "" });
    expect(localizedFromStored({ ar: "أ", en: "A" })).toEqual({ ar: "أ", en: "A" });
    expect(localizedFromStored({ ar: 3 })).toEqual({ ar: "", en: "" });
    expect(localizedFromStored(undefined)).toEqual({ ar: "", en: "" });
  });

  it("names a person by the names they chose, else their display name on its script's side", () => {
    expect(personNames("Dr. Omar Khaled", { ar: "د. عمر خالد", latin: "Dr. Omar Khaled" })).toEqual({
      ar: "د. عمر خالد",
      en: "Dr. Omar Khaled",
    });
    expect(personNames("Dr. Omar Khaled", null)).toEqual({ ar: "", en: "Dr. Omar Khaled" });
    expect(personNames(" د. سارة ", { ar: "", latin: "Dr. Sara" })).toEqual({ ar: "د. سارة", en: "Dr. Sara" });
  });
});
