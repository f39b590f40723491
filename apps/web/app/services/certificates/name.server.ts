import type { CertificateName } from "@masar/domain/certificate/certificate";
import { personNames } from "@masar/domain/course";
import type { LocalizedText } from "@masar/domain/locale";
import { getRepositories } from "#app/repositories.server";

/** The name the student chose for certificates, each part empty when she chose none (the display name serves). */
export async function certificateName(uid: string): Promise<CertificateName> {
  return (await (await getRepositories()).certificates.getName(uid)) ?? { ar: "", latin: "" };
}

/** Certificates issued from now on carry it; those already issued keep theirs. */
export async function setCertificateName(uid: string, name: CertificateName): Promise<void> {
  await (await getRepositories()).certificates.setName(uid, { ar: name.ar.trim(), latin: name.latin.trim() });
}

/**
 * A teacher's name in Arabic and in Latin letters, as her courses show it: the names she chose on
 * /edit-profile (the same pair as on certificates), else her display name under its script's side.
 */
export async function teacherNames(uid: string, displayName: string): Promise<LocalizedText> {
  return personNames(displayName, await (await getRepositories()).certificates.getName(uid));
}

/**
 * After a profile's names changed: the courses the person teaches show the new ones (cards, course
 * pages, the player, certificates issued from now on), in one write. Nothing for someone who teaches none.
 */
export async function showNamesOnCourses(uid: string, displayName: string): Promise<void> {
  const names = await teacherNames(uid, displayName);
  if (names.ar === "" && names.en === "") return;
  await (await getRepositories()).courses.renameInstructor(uid, names);
}
