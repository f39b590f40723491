/**
 * The teacher console's services on a real SQLite file (decision 013): a teacher changes only their own
 * courses, and ids below a course (a lesson, an event) must belong to it, whatever the URL or form
 * says; an admin may change any course. Reordering takes exactly the course's lessons.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { admin, ensureActorProfiles, other, owner, student } from "#app/testing/staff-actors.server";
import { useTestStore } from "#app/testing/test-store.server";
import type { Actor } from "#app/auth/actor";
import { courseFormSchema, eventFormSchema, lessonFormSchema } from "@masar/domain/teaching-schema";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("teaching");

const { getRepositories } = await import("#app/repositories.server");
const courses = await import("./courses.server");
const lessons = await import("./lessons.server");
const events = await import("./events.server");
const { courseLearners } = await import("./learners.server");
const { announce } = await import("./announce.server");

const courseForm = courseFormSchema.parse({
  title: { ar: "جسور", en: "Bridges" },
  faculty: "engineering",
  level: "beginner",
  category: "bridges",
  tags: "جسور | bridges",
  price: "0",
});
const lessonForm = (en: string) => lessonFormSchema.parse({ title: { en }, kind: "text", body: { en: `# ${en}` } });
const eventForm = eventFormSchema.parse({ kind: "quiz", title: { en: "Quiz 1" }, date: "2026-12-01" });
const announcement = { title: { ar: "", en: "Hello" }, body: { ar: "", en: "" } };

let courseId: string;
let lessonIds: string[];
let eventId: string;
let otherCourseId: string;

/** A course made through the service, which must accept it. */
async function created(actor: Actor, form = courseForm) {
  const made = await courses.createCourse(actor, form);
  if (!made.ok) throw new Error("course not created");
  return made.course.id;
}

beforeAll(async () => {
  const repos = await getRepositories();
  await ensureActorProfiles(repos);
  await repos.categories.ensure([
    { id: "bridges", name: { ar: "الجسور", en: "Bridges" } },
    { id: "old", name: { ar: "قديم", en: "Old" } },
  ]);
  await repos.categories.setRetired("old", true);
  courseId = await created(owner);
  lessonIds = [];
  for (const t of ["One", "Two", "Three"]) {
    const added = await lessons.addLesson(owner, courseId, lessonForm(t), null);
    if (!added.ok) throw new Error("lesson not added");
    lessonIds.push(added.lesson.id);
  }
  const event = await events.createCourseEvent(owner, courseId, eventForm);
  if (!event.ok) throw new Error("event not created");
  eventId = event.event.id;
  otherCourseId = await created(other);
  await repos.enrollments.enroll(student.uid, courseId);
});

const titles = async (id = courseId) =>
  (await (await getRepositories()).lessons.listByCourse(id)).map((l) => l.title.en);

describe("another teacher (or a student) is refused on every operation, and nothing changes", () => {
  for (const actor of [other, student]) {
    it(`${actor.role} ${actor.uid}`, async () => {
      const forbidden = { ok: false, reason: "forbidden" };
      expect(await courses.updateCourseDetails(actor, courseId, { ...courseForm, price: 1 })).toEqual(forbidden);
      expect(await courses.changeCourseStatus(actor, courseId, "published")).toEqual(forbidden);
      expect(await courses.setCourseCover(actor, courseId, "/resources/course-cover/x.png")).toEqual(forbidden);
      expect(await lessons.addLesson(actor, courseId, lessonForm("Intruder"), null)).toEqual(forbidden);
      expect(await lessons.updateLesson(actor, courseId, lessonIds[0]!, lessonForm("Changed"), null)).toEqual(
        forbidden,
      );
      expect(await lessons.deleteLesson(actor, courseId, lessonIds[0]!)).toEqual(forbidden);
      expect(await lessons.reorderLessons(actor, courseId, [...lessonIds].reverse())).toEqual(forbidden);
      expect(await lessons.moveLesson(actor, courseId, lessonIds[0]!, "down")).toEqual(forbidden);
      expect(await events.listCourseEvents(actor, courseId)).toEqual(forbidden);
      expect(await events.createCourseEvent(actor, courseId, eventForm)).toEqual(forbidden);
      expect(await events.updateCourseEvent(actor, courseId, eventId, { ...eventForm, date: "2027-01-01" })).toEqual(
        forbidden,
      );
      expect(await events.deleteCourseEvent(actor, courseId, eventId)).toEqual(forbidden);
      expect(await courseLearners(actor, courseId)).toEqual(forbidden);
      expect(await announce(actor, courseId, announcement)).toEqual(forbidden);

      const repos = await getRepositories();
      const course = (await repos.courses.getById(courseId))!;
      expect(course).toMatchObject({ price: 0, status: "draft", image: "", lessonsCount: 3 });
      expect(await titles()).toEqual(["One", "Two", "Three"]);
      expect((await repos.courseEvents.get(eventId))!.date).toBe("2026-12-01");
      expect((await repos.notifications.listByUser(student.uid)).filter((n) => n.type === "announcement")).toEqual([]);
    });
  }

  it("ids below a course must belong to it: another teacher's own course id with the first course's lesson or event", async () => {
    const missing = { ok: false, reason: "missing" };
    expect(await lessons.updateLesson(other, otherCourseId, lessonIds[0]!, lessonForm("Changed"), null)).toEqual(
      missing,
    );
    expect(await lessons.deleteLesson(other, otherCourseId, lessonIds[0]!)).toEqual(missing);
    expect(await lessons.moveLesson(other, otherCourseId, lessonIds[0]!, "down")).toEqual(missing);
    expect(await lessons.reorderLessons(other, otherCourseId, lessonIds)).toEqual({ ok: false, reason: "stale" });
    expect(await events.updateCourseEvent(other, otherCourseId, eventId, eventForm)).toEqual(missing);
    expect(await events.deleteCourseEvent(other, otherCourseId, eventId)).toEqual(missing);
    // An event may name a lesson only of its own course.
    expect(
      await events.createCourseEvent(other, otherCourseId, { ...eventForm, lessonId: lessonIds[0]! }),
    ).toMatchObject({ ok: false, reason: "invalid", field: "lessonId" });
    expect(await titles()).toEqual(["One", "Two", "Three"]);
    expect(await (await getRepositories()).courseEvents.get(eventId)).not.toBeNull();
  });

  it("an unknown course is missing, not forbidden", async () => {
    expect(await lessons.addLesson(owner, "no-such-course", lessonForm("X"), null)).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});

describe("the course's teacher and admins", () => {
  it("an admin may change any teacher's course", async () => {
    const updated = await courses.updateCourseDetails(admin, otherCourseId, { ...courseForm, price: 250 });
    expect(updated).toMatchObject({ ok: true, course: { price: 250, instructorId: other.uid } });
    expect(await courseLearners(admin, courseId)).toMatchObject({ ok: true, learners: [{ userId: student.uid }] });
  });

  it("the teacher's list holds only their own courses", async () => {
    expect((await courses.listTeacherCourses(owner)).map((c) => c.course.id)).toEqual([courseId]);
    expect((await courses.listTeacherCourses(other)).map((c) => c.course.id)).toEqual([otherCourseId]);
  });
});

describe("the course's category (issue 39, item 16)", () => {
  const refused = { ok: false, reason: "invalid", field: "category", key: "teaching.validation.categoryUnknown" };

  it("must be an active entry of the managed list: free text and retired entries are refused", async () => {
    expect(await courses.createCourse(owner, { ...courseForm, category: "الذكاء الاصطناعي" })).toEqual(refused);
    expect(await courses.createCourse(owner, { ...courseForm, category: "old" })).toEqual(refused);
    expect(await courses.updateCourseDetails(owner, courseId, { ...courseForm, category: "Bridges" })).toEqual(refused);
    expect((await (await getRepositories()).courses.getById(courseId))!.category).toBe("bridges");
  });

  it("a course keeps its own category when that entry is retired later", async () => {
    const repos = await getRepositories();
    const id = await created(owner);
    await repos.categories.setRetired("bridges", true);
    try {
      expect(await courses.updateCourseDetails(owner, id, { ...courseForm, price: 10 })).toMatchObject({ ok: true });
      expect(await courses.updateCourseDetails(owner, id, { ...courseForm, category: "old" })).toEqual(refused);
    } finally {
      await repos.categories.setRetired("bridges", false);
      await repos.courses.delete(id);
    }
  });
});

describe("reordering lessons", () => {
  it("takes exactly the course's lessons, each once, in any order", async () => {
    const [one, two, three] = lessonIds as [string, string, string];
    expect(await lessons.reorderLessons(owner, courseId, [three, one, two])).toEqual({ ok: true });
    expect(await titles()).toEqual(["Three", "One", "Two"]);
    const stale = { ok: false, reason: "stale" };
    expect(await lessons.reorderLessons(owner, courseId, [three, one])).toEqual(stale);
    expect(await lessons.reorderLessons(owner, courseId, [three, one, one])).toEqual(stale);
    expect(await lessons.reorderLessons(owner, courseId, [three, one, two, "lesson-x"])).toEqual(stale);
    expect(await lessons.reorderLessons(owner, courseId, [])).toEqual(stale);
    expect(await titles()).toEqual(["Three", "One", "Two"]);
    expect(await lessons.reorderLessons(owner, courseId, [one, two, three])).toEqual({ ok: true });
  });

  it("moves one lesson a place up or down; past either end nothing moves", async () => {
    const [one, , three] = lessonIds as [string, string, string];
    expect(await lessons.moveLesson(owner, courseId, one, "down")).toEqual({ ok: true });
    expect(await titles()).toEqual(["Two", "One", "Three"]);
    expect(await lessons.moveLesson(owner, courseId, three, "up")).toEqual({ ok: true });
    expect(await titles()).toEqual(["Two", "Three", "One"]);
    expect(await lessons.moveLesson(owner, courseId, lessonIds[1]!, "up")).toEqual({ ok: true });
    expect(await lessons.moveLesson(owner, courseId, one, "down")).toEqual({ ok: true });
    expect(await titles()).toEqual(["Two", "Three", "One"]);
    expect(await lessons.moveLesson(owner, courseId, "lesson-x", "up")).toEqual({ ok: false, reason: "missing" });
  });
});
