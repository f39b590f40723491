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
  for (const { course, instructorIndex, lessons } of demoCatalogue()) {
    const teacher = teachers[instructorIndex % teachers.length]!;
    const created = await repos.courses.create({
      ...course,
      instructorId: teacher.uid,
      instructor: teacher.displayName,
    });
    for (const lesson of lessons) await repos.lessons.add(created.id, lesson);
  }
  log("[masar] Seeded the demo catalogue. Local demo accounts (never use them in a deployment):");
  for (const user of DEMO_USERS) log(`[masar]   ${user.role.padEnd(7)} ${user.email} / ${user.password}`);
}
