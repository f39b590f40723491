import { INTENT, unstable_createFormContext as createFormContext } from "@conform-to/dom";
import type { Constraint, SubmissionResult } from "@conform-to/dom";
import type { FormEvent } from "react";
import type { FormMessages } from "./messages";
import type { FormParser } from "./use-deferred-form";

// Conform's form state without its React hook: what `useForm` does (document listeners, the submit
// wrapper, the side effects of intents), for useDeferredAppForm to attach when the user shows intent.
// A chunk of its own, fetched with the schema's parser, so pages keep it out of their first load
// (decision 025).

type Context = ReturnType<typeof createFormContext<Record<string, unknown>, FormMessages>>;
type Intents = ReturnType<Context["getState"]>["pendingIntents"];

export interface ConnectOptions {
  formId: string;
  constraint: Record<string, Constraint>;
  lastResult?: SubmissionResult<FormMessages>;
  defaultValue?: Record<string, unknown>;
}

export interface FormController {
  subscribe(callback: () => void): () => void;
  /** The state to render: values, errors by field name ("" for the form), the last status. */
  snapshot(): {
    initialValue: Record<string, unknown>;
    error: Record<string, FormMessages | null | undefined>;
    status?: "error" | "success";
  };
  pendingIntents(): Intents;
  runSideEffect(intents: Intents): void;
  update(options: ConnectOptions): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  disconnect(): void;
}

export function connectForm(options: ConnectOptions, parser: FormParser): FormController {
  const settings = {
    onValidate: ({ formData }: { formData: FormData }) => parser(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  } as const;
  // Conform types a form's values from its schema; these forms are typed by their callers, so the options
  // go in as conform's untyped shape.
  const context: Context = createFormContext({ ...options, ...settings } as never);
  const stopObserving = context.observe();
  document.addEventListener("input", context.onInput);
  document.addEventListener("focusout", context.onBlur);
  document.addEventListener("reset", context.onReset);
  return {
    subscribe: (callback) => context.subscribe(callback),
    snapshot: () => {
      const state = context.getState();
      return { initialValue: state.initialValue, error: state.error, status: state.submissionStatus };
    },
    pendingIntents: () => context.getState().pendingIntents,
    runSideEffect: (intents) => context.runSideEffect(intents),
    update: (next) => context.onUpdate({ ...next, ...settings } as never),
    // @conform-to/react's submit: a submission the parser refuses (or a validation intent) stays here.
    submit: (event) => {
      const result = context.submit(event.nativeEvent as SubmitEvent);
      const submission = result.submission;
      if (submission && submission.status !== "success" && submission.error !== null) event.preventDefault();
      else if (result.formData.has(INTENT)) event.preventDefault();
    },
    disconnect: () => {
      stopObserving();
      document.removeEventListener("input", context.onInput);
      document.removeEventListener("focusout", context.onBlur);
      document.removeEventListener("reset", context.onReset);
    },
  };
}
