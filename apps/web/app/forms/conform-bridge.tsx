import { useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { memo, useLayoutEffect } from "react";
import type { FormMessages } from "./messages";
import type { FormConstraints, FormParser } from "./use-lazy-form";

// conform's own useForm, in a chunk of its own that useLazyAppForm fetches on intent with the schema's
// parser (decision 025): the form state, the document listeners, the submit that keeps a refused form in
// the browser and the focus on the action's next reply are all conform's.

export type LazyFormValue = Record<string, unknown>;
export type LazyFormMetadata = FormMetadata<LazyFormValue, FormMessages>;
export type LazyFieldset = Record<string, FieldMetadata<unknown, LazyFormValue, FormMessages>>;

export interface BridgeProps {
  id: string;
  constraint: FormConstraints;
  lastResult: SubmissionResult<FormMessages> | undefined;
  defaultValue: LazyFormValue | undefined;
  parser: FormParser;
  /** Hands conform's metadata to the form's component, after every render of the hook. */
  onRender: (metadata: { form: LazyFormMetadata; fields: LazyFieldset }) => void;
}

function Bridge({ id, constraint, lastResult, defaultValue, parser, onRender }: BridgeProps) {
  const [form, fields] = useForm<LazyFormValue, LazyFormValue, FormMessages>({
    id,
    constraint,
    lastResult,
    // Typed by the form's component (useLazyAppForm's Value); conform's untyped shape here.
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parser(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // Before paint: the form never shows a frame with the state of the render before.
  useLayoutEffect(() => onRender({ form, fields: fields as LazyFieldset }));
  return null;
}

/**
 * Renders nothing: the form's component renders the metadata it is handed. It renders again when
 * conform's state changes (conform tracks what the form read) or a new last result arrives, never
 * merely because the form rendered (that would hand the metadata back and forth for ever).
 */
export const ConformBridge = memo(
  Bridge,
  (before, after) => before.lastResult === after.lastResult && before.onRender === after.onRender,
);
