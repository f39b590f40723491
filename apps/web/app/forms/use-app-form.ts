import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { $ZodType, input } from "zod/v4/core";
import type { FormMessages } from "./messages";
import { parseForm } from "./parse";

interface AppFormOptions<Schema extends $ZodType> {
  id: string;
  schema: Schema;
  /** The action's `submission.reply()`, so server errors show beside their fields. */
  lastResult?: SubmissionResult<FormMessages> | null;
  defaultValue?: Partial<input<Schema>>;
}

/**
 * The house form: conform with the schema the server also parses, its constraints on the inputs
 * (required, lengths), validation on blur and again on input once shown, structured messages.
 */
export function useAppForm<Schema extends $ZodType>({ id, schema, lastResult, defaultValue }: AppFormOptions<Schema>) {
  return useForm<input<Schema> & Record<string, unknown>, input<Schema>, FormMessages>({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseForm(formData, schema) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
