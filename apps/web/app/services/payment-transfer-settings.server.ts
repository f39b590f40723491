import { z } from "zod";
import { getRepositories } from "#app/data/index.server";

/** The key of the manual transfer's account details in the settings port. */
export const TRANSFER_SETTING = "transferAccounts";

const field = z.string().trim().max(120, "payments:errors.referenceLong").default("");

/** Where students send a transfer; an admin edits it on /admin-subscriptions. Any field may be empty. */
export const transferDetailsSchema = z.object({
  instapay: field,
  wallet: field,
  bankName: field,
  accountName: field,
  iban: field,
});
export type TransferDetails = z.output<typeof transferDetailsSchema>;

/** The published details, or null when none are (the page then offers online payment only). */
export async function transferDetails(): Promise<TransferDetails | null> {
  const setting = await (await getRepositories()).settings.get(TRANSFER_SETTING);
  const parsed = transferDetailsSchema.safeParse(setting?.value ?? {});
  if (!parsed.success || Object.values(parsed.data).every((v) => v === "")) return null;
  return parsed.data;
}

export async function saveTransferDetails(adminId: string, details: TransferDetails) {
  return (await getRepositories()).settings.set(TRANSFER_SETTING, transferDetailsSchema.parse(details), adminId);
}
