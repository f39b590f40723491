/**
 * The enrolment, payment, task, contact-message and session modules in one import, so that code importing
 * "@masar/domain/learning" keeps working. New code imports the concept's own module.
 */
export * from "./contact";
export * from "./date-schema";
export * from "./enrollment";
export * from "./payment";
export * from "./session";
export * from "./task";
