import { useMemo, useRef } from "react";
import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
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

export type FormConstraints = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/** A form's client-side parser: the schema bound in, loaded on demand (see useDeferredAppForm). */
export type FormParser = (formData: FormData) => Submission<Record<string, unknown>, FormMessages>;

interface DeferredFormOptions<Value extends Record<string, unknown>> {
  id: string;
  /** The schema's constraints (required, lengths), from `getZodConstraint` in the loader. */
  constraint: FormConstraints;
  /** Loads the parser, e.g. `() => import("./form-parsers").then((m) => m.parseTaskForm)`. */
  loadParser: () => Promise<FormParser>;
  lastResult?: SubmissionResult<FormMessages> | null;
  defaultValue?: Partial<Value>;
}

/**
 * The house form for pages whose first load must not carry zod (issue 17's /study-progress budget):
 * the constraints come from the server, and the schema with its parser is fetched when the form is
 * pointed at, touched or focused; give the returned `intent` props to the `<Form>`. Until the parser
 * is here (a blur or a submit in the first moments), the form defers to the server, which validates
 * every submission with the same schema and answers with the same messages.
 */
export function useDeferredAppForm<Value extends Record<string, unknown>>({
  id,
  constraint,
  loadParser,
  lastResult,
  defaultValue,
}: DeferredFormOptions<Value>) {
  const parser = useRef<FormParser | null>(null);
  const load = useRef(loadParser);
  const loading = useRef<Promise<void> | null>(null);
  const intent = useMemo(() => {
    // Once per form; a failed fetch (offline) may be tried again on the next intent.
    const fetch = () => {
      loading.current ??= load.current().then(
        (p) => void (parser.current = p),
        () => void (loading.current = null),
      );
    };
    return { onPointerEnter: fetch, onTouchStart: fetch, onFocus: fetch };
  }, []);
  const [form, fields] = useForm<Value, Value, FormMessages>({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue as never,
    constraint,
    onValidate: ({ formData }) =>
      (parser.current?.(formData) ?? parse(formData, { resolve: (value) => ({ value }) })) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return [form, fields, intent] as const;
}
