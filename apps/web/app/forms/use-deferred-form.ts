import { useMemo, useRef } from "react";
import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import type { FormMessages } from "./messages";

// Apart from use-app-form.ts on purpose: that module imports the zod parser, and a page using only this
// hook must not load zod with its first paint (decision 023).

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
