import type { $ZodIssue } from "zod/v4/core";

/**
 * An error as the form shows it: a message key and the values it interpolates, never a packed string.
 * Schemas name keys as their messages (`min(8, "validation.passwordShort")`); actions add their own
 * (`{ key: "auth.throttled", values: { count: 12 } }`).
 */
interface FormMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type FormMessages = FormMessage[];

/** Zod issues as form messages: the issue's message is the key; a size limit travels as `count`, so the message says its noun in the plural form the number needs. */
export function messagesFromIssues(issues: readonly $ZodIssue[]): FormMessages {
  return issues.map((issue) => {
    const limit = "minimum" in issue ? issue.minimum : "maximum" in issue ? issue.maximum : undefined;
    return typeof limit === "number" ? { key: issue.message, values: { count: limit } } : { key: issue.message };
  });
}
