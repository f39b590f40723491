import type { LocalizedText } from "@masar/domain/locale";
import { getFileStore } from "#app/files/index.server";
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

async function setInstitution(institution: Institution, adminId: string): Promise<void> {
  await (await getRepositories()).settings.set(KEY, { ...institution }, adminId);
}

/** The admin's list of certificates: newest first, a page at a time, by number or code. */
export async function certificateList(query: { q?: string; page: number }, pageSize: number) {
  const repos = await getRepositories();
  const [page, institution] = await Promise.all([
    repos.certificates.list({ q: query.q, limit: pageSize, offset: (query.page - 1) * pageSize }),
    getInstitution(),
  ]);
  return {
    institution,
    total: page.total,
    items: page.items.map((c) => ({
      id: c.id,
      number: c.number,
      name: c.name,
      courseTitle: c.courseTitle,
      issuedAt: c.issuedAt,
      revokedAt: c.revokedAt,
      revokedReason: c.revokedReason,
    })),
  };
}

/**
 * Saves the institution's name, and its logo when a new one was uploaded (PNG or JPEG, checked by
 * content); the logo it replaces leaves the file store. Certificates issued later carry the new name.
 */
export async function saveInstitution(name: LocalizedText, logoKey: string | null | undefined, adminId: string) {
  const current = await getInstitution();
  const next: Institution = { name, logoKey: logoKey === undefined ? current.logoKey : logoKey };
  await setInstitution(next, adminId);
  if (current.logoKey && current.logoKey !== next.logoKey) await (await getFileStore()).delete(current.logoKey);
}

/** Removes a logo stored by a form that was then refused. */
export async function forgetUpload(key: string): Promise<void> {
  await (await getFileStore()).delete(key);
}
