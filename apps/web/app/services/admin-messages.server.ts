import type { AdminMessageQuery } from "@masar/domain/admin";
import { getRepositories } from "#app/repositories.server";

/** One page of the contact inbox for the admin (the repository pages, filters and searches). */
export async function contactInbox(query: AdminMessageQuery) {
  return (await getRepositories()).contact.search(query);
}

/** Puts a handled message back among those waiting; false when there is no such message. */
export async function markMessageWaiting(id: string): Promise<boolean> {
  return (await (await getRepositories()).contact.markUnhandled(id)) !== null;
}
