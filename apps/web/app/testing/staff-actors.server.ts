/**
 * The four people a teaching service test asks as: the course's teacher, another teacher, an admin and a
 * student, with their profiles made in the test's store (`ensureActorProfiles`, in the file's beforeAll).
 */
import type { Repositories } from "#app/data/ports";

export const owner = { uid: "teacher-a", role: "teacher", displayName: "A" } as const;
export const other = { uid: "teacher-b", role: "teacher", displayName: "B" } as const;
export const admin = { uid: "admin-1", role: "admin", displayName: "Admin" } as const;
export const student = { uid: "student-1", role: "student", displayName: "S" } as const;

export async function ensureActorProfiles(repos: Repositories) {
  for (const a of [owner, other, admin, student]) {
    await repos.users.ensureProfile({
      uid: a.uid,
      email: `${a.uid}@example.com`,
      displayName: a.displayName,
      photoURL: null,
    });
  }
}
