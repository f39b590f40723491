import { transferDetailsSchema, type TransferDetails } from "@masar/domain/payment-schema";
import { getRepositories } from "#app/repositories.server";

export type { TransferDetails };

/** The key of the manual transfer's account details in the settings port. */
const TRANSFER_SETTING = "transferAccounts";

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
