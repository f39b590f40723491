/**
 * Role administration: npm run user:role -- <email> <student|teacher|admin>
 * Uses the same configuration (DATA_BACKEND, DATABASE_PATH, ...) as the server.
 */
import { roleSchema } from "@masar/domain/user-schema";
import { openRepositories } from "#app/data/index.server";
import { getConfig } from "#app/env.server";

const [email, role] = process.argv.slice(2);
const parsedRole = roleSchema.safeParse(role);
if (!email || !parsedRole.success) {
  console.error("Usage: npm run user:role -- <email> <student|teacher|admin>");
  process.exit(2);
}
const repos = await openRepositories(getConfig());
try {
  const user = await repos.users.getByEmail(email);
  if (!user) {
    console.error(`No user with the e-mail ${email}. They must sign up (or sign in once) first.`);
    process.exitCode = 1;
  } else {
    const updated = await repos.users.setRole(user.uid, parsedRole.data);
    console.log(`${updated!.email} is now ${updated!.role} (was ${user.role}).`);
  }
} finally {
  await repos.close();
}
