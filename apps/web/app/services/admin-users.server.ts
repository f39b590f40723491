import { z } from "zod";
import type { AdminUserQuery } from "@masar/domain/admin";
import { ROLES } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";

/** One page of users, and the chosen user's enrolments and payments (with course titles) when one is open. */
export async function userList(query: AdminUserQuery, openUid: string | null) {
  const repos = await getRepositories();
  const [page, open] = await Promise.all([repos.admin.searchUsers(query), openUid ? userDetail(openUid) : null]);
  return { page, open };
}

async function userDetail(uid: string) {
  const repos = await getRepositories();
  const user = await repos.users.get(uid);
  if (!user) return null;
  const [enrollments, payments] = await Promise.all([
    repos.enrollments.listByUser(uid),
    repos.payments.listByUser(uid),
  ]);
  const courseIds = [...new Set([...enrollments.map((e) => e.courseId), ...payments.map((p) => p.courseId)])];
  const courses = new Map(
    (await Promise.all(courseIds.map((id) => repos.courses.getById(id)))).flatMap((c) => (c ? [[c.id, c.title]] : [])),
  );
  const title = (id: string) => courses.get(id) ?? { ar: id, en: id };
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    enrollments: enrollments.map((e) => ({ courseId: e.courseId, title: title(e.courseId), enrolledAt: e.enrolledAt })),
    payments: payments.map((p) => ({
      id: p.id,
      title: title(p.courseId),
      amountPiastres: p.amountPiastres,
      status: p.status,
      createdAt: p.createdAt,
    })),
  };
}

export const roleChangeSchema = z.object({
  intent: z.literal("role"),
  uid: z.string().min(1).max(200),
  role: z.enum(ROLES),
});

/** Changes a user's role; refused (with the key of the reason) for the last admin or an unknown user. */
export async function changeRole(input: z.output<typeof roleChangeSchema>) {
  const repos = await getRepositories();
  const result = await repos.admin.changeRole(input.uid, input.role);
  if (result.ok) return { ok: true, key: "users.roleChanged" };
  return { ok: false, key: result.reason === "lastAdmin" ? "users.lastAdmin" : "users.missing" };
}
