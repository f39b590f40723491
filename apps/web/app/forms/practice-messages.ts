import type { $ZodIssue } from "zod/v4/core";
import { messagesFromIssues, type FormMessages } from "./messages";

/**
 * The domain's practice schemas name their own rules `practice.validation.*`; in the teacher console
 * those texts live with the bank's (`teaching.questions.validation.*`), so a page needs only the teaching
 * messages. The house's `validation.*` keys stay as they are.
 */
export function teachingMessages(issues: readonly $ZodIssue[]): FormMessages {
  return messagesFromIssues(issues).map((m) => ({
    ...m,
    key: m.key.replace(/^practice\.validation\./, "teaching.questions.validation."),
  }));
}
