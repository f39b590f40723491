/**
 * Transfers waiting for an admin, as the student's own pages show them ("Payment under review" on the
 * course page, its catalogue card and My Learning). A leaf of the services: the enrolment, catalogue
 * and payment services all read it.
 */
import { awaitsReview, type Payment } from "@masar/domain/payment";
import { getRepositories } from "#app/repositories.server";

/** The student's transfers under review, newest first: at most one per course (submitTransfer). */
export async function transfersUnderReview(uid: string): Promise<Payment[]> {
  return (await (await getRepositories()).payments.listByUser(uid)).filter(awaitsReview);
}
