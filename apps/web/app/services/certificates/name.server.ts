import type { CertificateName } from "@masar/domain/certificate/certificate";
import { getRepositories } from "#app/repositories.server";

/** The name the student chose for certificates, each part empty when she chose none (the display name serves). */
export async function certificateName(uid: string): Promise<CertificateName> {
  return (await (await getRepositories()).certificates.getName(uid)) ?? { ar: "", latin: "" };
}

/** Certificates issued from now on carry it; those already issued keep theirs. */
export async function setCertificateName(uid: string, name: CertificateName): Promise<void> {
  await (await getRepositories()).certificates.setName(uid, { ar: name.ar.trim(), latin: name.latin.trim() });
}
