import type { Role } from "@masar/domain/user";
import { getConfig } from "#app/env.server";
import { getRepositories } from "#app/repositories.server";
import { DEMO_USERS } from "./demo-data";

/**
 * The demo accounts to offer on the login page: only those that exist in this store, and only where the
 * demo data is seeded (never in a deployment, SEED_DEMO=0). Their passwords are public by design.
 */
export async function demoAccounts(): Promise<{ role: Role; email: string; password: string }[]> {
  if (!getConfig().seedDemo) return [];
  const repos = await getRepositories();
  const present = await Promise.all(DEMO_USERS.map((user) => repos.users.getByEmail(user.email)));
  return DEMO_USERS.filter((_, i) => present[i]).map(({ role, email, password }) => ({ role, email, password }));
}
