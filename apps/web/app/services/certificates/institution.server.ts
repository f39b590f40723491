import type { LocalizedText } from "@masar/domain/locale";
import { getRepositories } from "#app/repositories.server";

const KEY = "institution";

/** The institution a certificate names (an admin sets it); its logo is a file in the file store. */
export interface Institution {
  name: LocalizedText;
  logoKey: string | null;
}

/** Until an admin names it, certificates are issued by the platform itself. */
const DEFAULT: Institution = { name: { ar: "مسار", en: "Masar" }, logoKey: null };

export async function getInstitution(): Promise<Institution> {
  const stored = (await (await getRepositories()).settings.get(KEY))?.value as Partial<Institution> | undefined;
  const name = stored?.name;
  return {
    name:
      name && typeof name.ar === "string" && typeof name.en === "string" && (name.ar || name.en)
        ? { ar: name.ar || name.en, en: name.en || name.ar }
        : DEFAULT.name,
    logoKey: typeof stored?.logoKey === "string" ? stored.logoKey : null,
  };
}

export async function setInstitution(institution: Institution, adminId: string): Promise<void> {
  await (await getRepositories()).settings.set(KEY, { ...institution }, adminId);
}
