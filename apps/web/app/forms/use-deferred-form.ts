import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import type { FormEvent } from "react";
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import type { FormController } from "./form-controller";
import type { FormMessages } from "./messages";

// Apart from use-app-form.ts on purpose: that module imports conform's form state and the zod parser, and
// a page using only this hook must load neither with its first paint (decisions 023 and 025). Only types
// come from conform here; its form state (@conform-to/dom) arrives with the parser, on intent.

export type FormConstraints = Record<string, Constraint>;

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

/** What a field component reads: conform's field metadata, for flat forms (no lists or nested objects). */
export interface DeferredField extends Constraint {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors: FormMessages | undefined;
  initialValue: string | string[] | undefined;
}

export interface DeferredFormMeta {
  id: string;
  errorId: string;
  errors: FormMessages | undefined;
  status: "error" | "success" | undefined;
  /** Conform's `noValidate`: the browser's own bubbles never show, the messages beside the fields do. */
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The slice of conform's form state that renders a flat form. */
interface FormSnapshot {
  initialValue: Record<string, unknown>;
  error: Record<string, FormMessages | null | undefined>;
  status?: "error" | "success";
}

/** conform's `serialize` then `normalize` for one flat value: numbers as text; "", null and [] as absent. */
function serialized(value: unknown): string | string[] | undefined {
  if (Array.isArray(value)) {
    const items = value.map(serialized).filter((v): v is string => typeof v === "string");
    return value.length === 0 ? undefined : items;
  }
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (value instanceof Date) return value.toISOString();
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The state conform starts a form with (its `createFormMeta`): the last result's values and errors, or the
 * defaults. The first paint and hydration render from this, so they match what conform renders once
 * it takes over (the unit test compares the two).
 */
function initialSnapshot(
  defaultValue: Record<string, unknown> | undefined,
  lastResult: SubmissionResult<FormMessages> | null | undefined,
): FormSnapshot {
  return {
    initialValue: lastResult?.initialValue ?? defaultValue ?? {},
    error: lastResult?.error ?? {},
    status: lastResult?.status,
  };
}

// React warns about layout effects in a server render; conform does the same.
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The house form for pages whose first load must stay small (/study-progress; decision 025): the
 * constraints come from the server and the first paint renders the form's state as conform would; when
 * the form is pointed at, touched or focused, conform's form state and the schema's parser are fetched
 * and take over (validation on blur, again on input once shown, a refused submit kept in the browser).
 * Give the returned `intent` props to the `<Form>`. Until they are here (a blur or a submit in the first
 * moments, or no scripts at all), the form posts to the server, which validates every submission with
 * the same schema and answers with the same messages.
 */
export function useDeferredAppForm<Value extends Record<string, unknown>>({
  id,
  constraint,
  loadParser,
  lastResult,
  defaultValue,
}: DeferredFormOptions<Value>) {
  const [controller, setController] = useState<FormController | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const options = {
    formId: id,
    constraint,
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue as Record<string, unknown> | undefined,
  };
  const latest = useRef(options);
  latest.current = options;
  const load = useRef(loadParser);
  const loading = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  const intent = useMemo(() => {
    // Once per form; a failed fetch (offline) may be tried again on the next intent.
    const fetch = () => {
      loading.current ??= Promise.all([import("./form-controller"), load.current()]).then(
        ([{ connectForm }, parser]) => {
          if (mounted.current) setController(connectForm({ ...latest.current }, parser));
        },
        () => void (loading.current = null),
      );
    };
    return { onPointerEnter: fetch, onTouchStart: fetch, onFocus: fetch };
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  useClientLayoutEffect(() => {
    if (!controller) return;
    const unsubscribe = controller.subscribe(rerender);
    return () => {
      unsubscribe();
      controller.disconnect();
    };
  }, [controller]);
  // Conform reads a new last result (the action's reply) from its options after every render.
  useClientLayoutEffect(() => {
    controller?.update({ ...options });
  });
  const pendingIntents = controller?.pendingIntents();
  useEffect(() => {
    if (controller && pendingIntents) controller.runSideEffect(pendingIntents);
  }, [controller, pendingIntents]);

  const snapshot = controller?.snapshot() ?? initialSnapshot(options.defaultValue, options.lastResult);
  const values = snapshot.initialValue;
  const errorsOf = (name: string) => snapshot.error[name] ?? undefined;
  const field = (name: string): DeferredField => {
    const fieldId = `${id}-${name}`;
    return {
      ...constraint[name],
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      errors: errorsOf(name),
      initialValue: serialized(values[name]),
    };
  };
  const form: DeferredFormMeta = {
    id,
    errorId: `${id}-error`,
    errors: errorsOf(""),
    status: snapshot.status,
    noValidate: true,
    onSubmit: (event) => controller?.submit(event),
  };
  const fields = new Proxy({} as Record<keyof Value & string, DeferredField>, {
    get: (_, name) => (typeof name === "string" ? field(name) : undefined),
  });
  return [form, fields, intent] as const;
}
