import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { FormMetadata, Submission, SubmissionResult, useForm } from "@conform-to/react";
import type { BridgeProps, LazyFieldset, LazyFormMetadata } from "./conform-bridge";
import type { FormMessages } from "./messages";

// Apart from use-app-form.ts on purpose: that module imports conform's form state and the zod parser, and
// a page using only this hook must load neither with its first paint (decisions 023 and 025). Only types
// come from conform here; conform's useForm (conform-bridge.tsx) arrives with the parser, on intent.

/** conform's constraints by field name (`getZodConstraint`'s answer), as useForm takes them. */
export type FormConstraints = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/** A form's client-side parser: the schema bound in, loaded on demand (see useLazyAppForm). */
export type FormParser = (formData: FormData) => Submission<Record<string, unknown>, FormMessages>;

interface LazyFormOptions<Value extends Record<string, unknown>> {
  id: string;
  /** The schema's constraints (required, lengths), from `getZodConstraint` in the loader. */
  constraint: FormConstraints;
  /** Loads the parser, e.g. `() => import("./form-parsers").then((m) => m.parseTaskForm)`. */
  loadParser: () => Promise<FormParser>;
  lastResult?: SubmissionResult<FormMessages> | null;
  defaultValue?: Partial<Value>;
}

type Fields<Value extends Record<string, unknown>> = ReturnType<FormMetadata<Value, FormMessages>["getFieldset"]>;

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
 * The metadata conform's useForm starts a flat form with (its `createFormMeta`: the last result's values
 * and errors, or the defaults), as plain objects with the members conform's prop helpers read. The first
 * paint and hydration render from this, so they match what conform renders once it is here (the unit
 * test renders both and compares them).
 */
function firstMetadata(
  id: string,
  constraint: FormConstraints,
  defaultValue: Record<string, unknown> | undefined,
  lastResult: SubmissionResult<FormMessages> | null | undefined,
) {
  const values = lastResult?.initialValue ?? defaultValue ?? {};
  const errors = lastResult?.error ?? {};
  const field = (name: string) => {
    const fieldId = `${id}-${name}`;
    return {
      ...constraint[name],
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      errors: errors[name] ?? undefined,
      initialValue: serialized(values[name]),
    };
  };
  const form = {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: errors[""] ?? undefined,
    status: lastResult?.status,
    // conform's noValidate: the browser's own bubbles never show, the messages beside the fields do.
    noValidate: true,
    // Until conform is here the form posts, and the server validates it with the same schema.
    onSubmit: () => {},
  };
  const fields = new Proxy({} as LazyFieldset, {
    get: (_, name) => (typeof name === "string" ? field(name) : undefined),
  });
  return { form: form as unknown as LazyFormMetadata, fields };
}

interface Loaded {
  Bridge: ComponentType<BridgeProps>;
  parser: FormParser;
}

/**
 * conform's useForm for pages whose first load must stay small (decision 025, /study-progress): the
 * constraints come from the server and the first paint renders the state conform starts with; when the
 * form is pointed at, touched or focused, conform's useForm and the schema's parser are fetched and take
 * over (validation on blur, again on input once shown, a refused submit kept in the browser). Returns
 * conform's `[form, fields]`, then the `intent` props for the `<Form>` and the `conform` element to render
 * inside it. Until conform is here (a blur or a submit in the first moments, or no scripts at all), the
 * form posts to the server, which validates every submission with the same schema and the same messages.
 * Flat forms only (no lists or nested objects): those use useAppForm.
 */
export function useLazyAppForm<Value extends Record<string, unknown>>({
  id,
  constraint,
  loadParser,
  lastResult,
  defaultValue,
}: LazyFormOptions<Value>) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [metadata, setMetadata] = useState<{ form: LazyFormMetadata; fields: LazyFieldset } | null>(null);
  const load = useRef(loadParser);
  const loading = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const intent = useMemo(() => {
    // Once per form; a failed fetch (offline) may be tried again on the next intent.
    const fetch = () => {
      loading.current ??= Promise.all([import("./conform-bridge"), load.current()]).then(
        ([{ ConformBridge }, parser]) => {
          if (mounted.current) setLoaded({ Bridge: ConformBridge, parser });
        },
        () => void (loading.current = null),
      );
    };
    return { onPointerEnter: fetch, onTouchStart: fetch, onFocus: fetch };
  }, []);

  const conform: ReactNode = loaded ? (
    // A form of another id (another task to edit) is another conform form.
    <loaded.Bridge
      key={id}
      id={id}
      constraint={constraint}
      lastResult={lastResult ?? undefined}
      defaultValue={defaultValue}
      parser={loaded.parser}
      onRender={setMetadata}
    />
  ) : null;
  const current =
    metadata && metadata.form.id === id
      ? metadata
      : firstMetadata(id, constraint, defaultValue as Record<string, unknown> | undefined, lastResult);
  return [
    current.form as unknown as FormMetadata<Value, FormMessages>,
    current.fields as unknown as Fields<Value>,
    intent,
    conform,
  ] as const;
}
