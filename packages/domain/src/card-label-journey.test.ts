import { describe, expect, it } from "vitest";
import { cardAction, progressPercent, type CourseProgress } from "./course";
import { enrollmentProgress } from "./enrollment";

/**
 * Spec section 4's label table followed through one student's course: before enrolling, enrolled with
 * nothing done, part done, all done, and one lesson un-completed again. Each step is the state the
 * cards read (progress from the enrolment's completed lessons), not a hand-written progress object.
 */
const LESSONS = ["l1", "l2", "l3"];

function card(completed: string[] | null, loggedIn = true) {
  const progress: CourseProgress | null = completed
    ? enrollmentProgress({ completedLessonIds: completed }, LESSONS.length)
    : null;
  return {
    action: cardAction(progress, loggedIn),
    percent: progressPercent(progress),
    completed: progressPercent(progress) >= 100 && progress !== null,
  };
}

describe("the course card's label across enrol → partial → complete → undo", () => {
  it.each([
    ["a visitor", null, false, { action: "enrollNow", percent: 0, completed: false }],
    ["signed in, not enrolled", null, true, { action: "viewCourse", percent: 0, completed: false }],
    ["just enrolled", [], true, { action: "continue", percent: 0, completed: false }],
    ["one of three done", ["l1"], true, { action: "continue", percent: 33, completed: false }],
    ["two of three done", ["l1", "l3"], true, { action: "continue", percent: 67, completed: false }],
    ["all done", ["l1", "l2", "l3"], true, { action: "review", percent: 100, completed: true }],
    ["one undone again", ["l1", "l3"], true, { action: "continue", percent: 67, completed: false }],
  ] as const)("%s", (_step, completed, loggedIn, expected) => {
    expect(card(completed ? [...completed] : null, loggedIn)).toEqual(expected);
  });

  it("a course whose lessons were all removed after enrolling counts as started, not finished", () => {
    const progress = enrollmentProgress({ completedLessonIds: ["l1"] }, 0);
    expect(progress).toEqual({ completedLessons: 0, totalLessons: 0 });
    expect(cardAction(progress, true)).toBe("continue");
  });
});
