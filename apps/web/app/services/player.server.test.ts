import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";
import type { Course, Lesson } from "@masar/domain/course";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("player");

const { lessonFile, mayOpen, openCourse, progressOf, setLessonComplete, saveVideoPosition } = await import(
  "./player.server"
);
const { getRepositories } = await import("#app/repositories.server");
const { getFileStore } = await import("#app/files/index.server");

const student = { uid: "s1", role: "student" as const };
const stranger = { uid: "s2", role: "student" as const };
const teacher = { uid: "t1", role: "teacher" as const };
const otherTeacher = { uid: "t2", role: "teacher" as const };
const admin = { uid: "a1", role: "admin" as const };
let course: Course;
let draft: Course;
let preview: Lesson;
let locked: Lesson;

beforeAll(async () => {
  const repos = await getRepositories();
  for (const u of [student, stranger, teacher, otherTeacher, admin]) {
    await repos.users.ensureProfile({ uid: u.uid, email: `${u.uid}@example.com`, displayName: u.uid, photoURL: null });
  }
  const base = {
    title: { ar: "دورة", en: "Course" },
    instructorId: teacher.uid,
    instructor: { ar: "", en: "T" },
    faculty: "engineering",
    level: "beginner",
    category: "programming",
  } as const;
  course = await repos.courses.create({ ...base, status: "published" });
  draft = await repos.courses.create({ ...base, status: "draft" });
  const pdf = await (
    await getFileStore()
  ).put(Readable.from([Buffer.from("%PDF-1.4\nhello")]), { maxBytes: 1000, accept: ["document"] });
  preview = (await repos.lessons.add(course.id, {
    title: { ar: "١", en: "1" },
    kind: "text",
    body: { ar: "# أهلًا", en: "# hi" },
    preview: true,
  }))!;
  locked = (await repos.lessons.add(course.id, {
    title: { ar: "٢", en: "2" },
    kind: "file",
    content: `store:${pdf.key}`,
  }))!;
  await repos.lessons.add(draft.id, { title: { ar: "x", en: "x" }, kind: "text" });
  await repos.enrollments.enroll(student.uid, course.id);
});

describe("who may open what", () => {
  it("enrolled students, the course's own teacher and admins open every lesson; anyone else the previews", async () => {
    const access = async (viewer: Parameters<typeof openCourse>[1]) => (await openCourse(course.id, viewer))!.access;
    expect(await access(student)).toBe("enrolled");
    expect(await access(teacher)).toBe("staff");
    expect(await access(admin)).toBe("staff");
    expect(await access(otherTeacher)).toBe("none");
    expect(await access(stranger)).toBe("none");
    expect(await access(null)).toBe("visitor");
    for (const a of ["none", "visitor"] as const) {
      expect(mayOpen(a, preview)).toBe(true);
      expect(mayOpen(a, locked)).toBe(false);
    }
    expect(mayOpen("enrolled", locked)).toBe(true);
    expect(mayOpen("staff", locked)).toBe(true);
  });

  it("a draft exists only for its teacher and admins", async () => {
    expect(await openCourse(draft.id, stranger)).toBeNull();
    expect(await openCourse(draft.id, otherTeacher)).toBeNull();
    expect(await openCourse(draft.id, null)).toBeNull();
    expect((await openCourse(draft.id, teacher))!.access).toBe("staff");
    expect((await openCourse(draft.id, admin))!.access).toBe("staff");
    expect(await openCourse("no-such-course", admin)).toBeNull();
  });

  it("an archived course stays open to its enrolled students and staff, and to nobody new", async () => {
    const repos = await getRepositories();
    await repos.courses.update(course.id, { status: "archived" });
    try {
      expect((await openCourse(course.id, student))!.access).toBe("enrolled");
      expect((await openCourse(course.id, teacher))!.access).toBe("staff");
      expect((await openCourse(course.id, admin))!.access).toBe("staff");
      expect(await openCourse(course.id, stranger)).toBeNull();
      expect(await openCourse(course.id, null)).toBeNull();
    } finally {
      await repos.courses.update(course.id, { status: "published" });
    }
  });

  it("serves a locked lesson's file only to those who may open it", async () => {
    expect((await lessonFile(student, course.id, locked.id)).kind).toBe("file");
    expect((await lessonFile(teacher, course.id, locked.id)).kind).toBe("file");
    expect((await lessonFile(stranger, course.id, locked.id)).kind).toBe("forbidden");
    expect((await lessonFile(null, course.id, locked.id)).kind).toBe("forbidden");
    // The lesson through another course, or a text lesson, has no file.
    expect((await lessonFile(admin, draft.id, locked.id)).kind).toBe("notFound");
    expect((await lessonFile(admin, course.id, preview.id)).kind).toBe("notFound");
  });

  it("keeps progress only for enrolled students, only on their own enrolment", async () => {
    expect(await setLessonComplete(stranger, course.id, preview.id, true)).toBe("forbidden");
    expect(await setLessonComplete(teacher, course.id, preview.id, true)).toBe("forbidden");
    expect(await setLessonComplete(null, course.id, preview.id, true)).toBe("forbidden");
    expect(await setLessonComplete(student, course.id, "no-such-lesson", true)).toBe("notFound");
    expect(await setLessonComplete(student, course.id, preview.id, true)).toBe("done");
    expect(progressOf((await openCourse(course.id, student))!)).toEqual({ completedLessons: 1, totalLessons: 2 });
    expect(await setLessonComplete(student, course.id, preview.id, false)).toBe("done");
    expect(progressOf((await openCourse(course.id, student))!)).toEqual({ completedLessons: 0, totalLessons: 2 });
    expect(progressOf((await openCourse(course.id, teacher))!)).toBeNull();
    expect(await saveVideoPosition(stranger, course.id, locked.id, 5)).toBe(false);
    expect(await saveVideoPosition(null, course.id, locked.id, 5)).toBe(false);
    expect(await saveVideoPosition(student, course.id, locked.id, 5)).toBe(true);
  });
});
