/** What a student's form sends for one question, read as the response of the question's type. */
import type { QuestionResponse, QuestionVersion } from "@masar/domain/practice/question";

/** What a form sent for one question, before it is read against the question's type. */
export interface AnswerFields {
  options: string[];
  value: string;
  text: string;
  /** She marked the answer as a guess: right, it still comes back for review (rated Hard). */
  guessed?: boolean;
}

/**
 * The response of the question's type from the form's fields; null when it answers nothing, or names an
 * option the question does not have.
 */
export function responseOf(version: Pick<QuestionVersion, "body">, fields: AnswerFields): QuestionResponse | null {
  const body = version.body;
  const own = (ids: readonly string[]) =>
    "options" in body && ids.every((id) => body.options.some((option) => option.id === id));
  switch (body.type) {
    case "single":
      return fields.options.length === 1 && own(fields.options)
        ? { type: "single", optionId: fields.options[0]! }
        : null;
    case "multiple":
      return fields.options.length > 0 && own(fields.options)
        ? { type: "multiple", optionIds: [...new Set(fields.options)] }
        : null;
    case "trueFalse":
      return fields.value === "true" || fields.value === "false"
        ? { type: "trueFalse", value: fields.value === "true" }
        : null;
    case "numeric":
    case "shortText":
      return fields.text.trim() === "" ? null : { type: body.type, text: fields.text };
  }
}
