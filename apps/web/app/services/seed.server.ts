import type { Identity } from "@masar/domain/user";
import type { Repositories } from "#app/data/ports";
import { hashPassword } from "#app/auth/identity.server";
import { DEMO_INSTRUCTORS, DEMO_USERS, demoCatalogue } from "./demo-data";

/** Seeds the demo users (one per role), instructors and the bilingual catalogue into an empty store. */
export async function seedDemo(repos: Repositories, log: (line: string) => void = console.log): Promise<void> {
  const teachers: Identity[] = [];
  for (const user of DEMO_USERS) {
    const uid = `demo-${user.role}`;
    await repos.credentials.create({ uid, email: user.email, passwordHash: await hashPassword(user.password) });
    const identity = { uid, email: user.email, displayName: user.displayName, photoURL: null };
    await repos.users.ensureProfile(identity);
    await repos.users.setRole(uid, user.role);
    if (user.role === "teacher") teachers.push(identity);
  }
  for (const instructor of DEMO_INSTRUCTORS) {
    const identity = { ...instructor, photoURL: null };
    await repos.users.ensureProfile(identity);
    await repos.users.setRole(instructor.uid, "teacher");
    teachers.push(identity);
  }
  let inProgress: string | null = null;
  for (const { course, instructorIndex, lessons, studentCompletes } of demoCatalogue()) {
    const teacher = teachers[instructorIndex % teachers.length]!;
    const created = await repos.courses.create({
      ...course,
      instructorId: teacher.uid,
      instructor: teacher.displayName,
    });
    const added = [];
    for (const lesson of lessons) added.push(await repos.lessons.add(created.id, lesson));
    // The demo student is part-way through one course and has finished another.
    if (studentCompletes !== undefined && studentCompletes < lessons.length) inProgress = created.id;
    if (studentCompletes !== undefined) {
      await repos.enrollments.enroll("demo-student", created.id);
      for (const lesson of added.slice(0, studentCompletes)) {
        await repos.enrollments.completeLesson("demo-student", created.id, lesson!.id);
      }
    }
  }
  // A few notifications so the demo student's bell has something to show.
  await repos.notifications.add({
    userId: "demo-student",
    title: "مرحبًا بك في مسار",
    body: "ابدأ بتصفّح الدورات واختيار مقررات هذا الفصل.",
  });
  if (inProgress) {
    await repos.notifications.add({
      userId: "demo-student",
      title: "درس جديد في التفاضل والتكامل ١",
      body: "أُضيف درس «أسئلة متكررة في الامتحان».",
      type: "course",
      data: { courseId: inProgress },
    });
  }
  log("[masar] Seeded the demo catalogue. Local demo accounts (never use them in a deployment):");
  for (const user of DEMO_USERS) log(`[masar]   ${user.role.padEnd(7)} ${user.email} / ${user.password}`);
}
