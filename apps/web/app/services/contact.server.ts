import type { ContactMessageInput } from "@masar/domain/contact";
import { getRepositories } from "#app/repositories.server";
import { minutesUntil } from "./account/sign-in.server";

/** Messages per address per hour before the form asks to wait. */
const CONTACT_LIMIT = 5;
const WINDOW_MS = 60 * 60 * 1000;

export async function sendContactMessage(input: ContactMessageInput, userId: string | null, address: string) {
  const repos = await getRepositories();
  const limit = await repos.rateLimits.hit(`contact:${address}`, WINDOW_MS);
  if (limit.count > CONTACT_LIMIT) {
    return {
      ok: false as const,
      retryAfterMinutes: minutesUntil(limit.resetAt),
    };
  }
  await repos.contact.create({ ...input, userId });
  return { ok: true as const };
}
