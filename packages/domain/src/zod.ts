import { z } from "zod";
import type { $ZodRawIssue } from "zod/v4/core";

/**
 * The message key for an issue whose schema names none. Every schema's messages are i18n keys of the
 * `validation` namespace (messages in `common`); a schema's own key (`min(8, "validation.passwordShort")`)
 * wins over these. Without this, zod's English defaults ("Invalid input") reach Arabic pages.
 */
export function validationMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      // Conform turns an empty field into a missing value, so a blank required field lands here.
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? "validation.required"
        : "validation.invalid";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "validation.required" : "validation.tooShort";
      if (issue.origin === "array" || issue.origin === "set") return "validation.tooFew";
      return "validation.tooSmall";
    case "too_big":
      if (issue.origin === "string") return "validation.tooLong";
      if (issue.origin === "array" || issue.origin === "set") return "validation.tooMany";
      return "validation.tooLarge";
    case "invalid_format":
      if (issue.format === "email") return "validation.email";
      if (issue.format === "url") return "validation.url";
      if (issue.format === "date" || issue.format === "datetime") return "validation.date";
      return "validation.invalid";
    case "not_multiple_of":
      return "validation.invalid";
    case "invalid_value":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return "validation.invalidChoice";
    default:
      return "validation.invalid";
  }
}

// Every schema that imports `z` from here reports issues as message keys, on the server and in the browser.
z.config({ customError: validationMessage });

export { z };
