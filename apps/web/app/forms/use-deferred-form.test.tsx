// @vitest-environment jsdom
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { act, cleanup, createEvent, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { formProps, inputProps, selectProps, textareaProps } from "./deferred-props";
import type { FormMessages } from "./messages";
import { parseForm } from "./parse";
import { useDeferredAppForm, type FormParser } from "./use-deferred-form";

// The deferred form of decisions 023 and 025: conform's first render without conform, conform and the
// schema's parser fetched on intent.
const schema = z.object({
  title: z.string({ error: "validation.required" }).min(1, "validation.required").max(80),
  notes: z.string().max(500).optional(),
  kind: z.enum(["a", "b"]),
  perDay: z.coerce.number().min(1).max(6),
  offDays: z.array(z.string()).optional(),
});
const parser: FormParser = (formData) => parseForm(formData, schema) as ReturnType<FormParser>;
const constraint = {
  title: { required: true, maxLength: 80 },
  notes: { required: false, maxLength: 500 },
  kind: { required: true },
  perDay: { required: true, min: 1, max: 6 },
};
const defaults = { title: "", notes: "Chapter 3", kind: "b", perDay: 2, offDays: [5] };
type Value = typeof defaults;

type Result = SubmissionResult<FormMessages> | null;

/** The same form twice: through conform's hook, and through the deferred one. */
function ConformForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useForm<Value, Value, FormMessages>({
    id: "f",
    constraint,
    lastResult,
    defaultValue: defaults,
  });
  return (
    <form {...getFormProps(form)}>
      <p id={form.errorId}>{form.errors?.map((m) => m.key).join(" ")}</p>
      <input {...getInputProps(fields.title, { type: "text" })} />
      <textarea {...getTextareaProps(fields.notes)} />
      <select {...getSelectProps(fields.kind)}>
        <option value="a" />
        <option value="b" />
      </select>
      <input {...getInputProps(fields.perDay, { type: "number" })} />
      <p id={fields.title.errorId}>{fields.title.errors?.map((m) => m.key).join(" ")}</p>
      <p>{JSON.stringify(fields.offDays.initialValue)}</p>
    </form>
  );
}

function DeferredForm({ lastResult, loadParser }: { lastResult: Result; loadParser?: () => Promise<FormParser> }) {
  const [form, fields, intent] = useDeferredAppForm<Value>({
    id: "f",
    constraint,
    loadParser: loadParser ?? (() => new Promise<FormParser>(() => {})),
    lastResult,
    defaultValue: defaults,
  });
  return (
    <form {...formProps(form)} {...intent} data-testid="form">
      <p id={form.errorId}>{form.errors?.map((m) => m.key).join(" ")}</p>
      <input {...inputProps(fields.title, { type: "text" })} aria-label="Title" />
      <textarea {...textareaProps(fields.notes)} />
      <select {...selectProps(fields.kind)}>
        <option value="a" />
        <option value="b" />
      </select>
      <input {...inputProps(fields.perDay, { type: "number" })} />
      <p id={fields.title.errorId} data-testid="error">
        {fields.title.errors?.map((m) => m.key).join(" ")}
      </p>
      <p>{JSON.stringify(fields.offDays.initialValue)}</p>
    </form>
  );
}

const refused: SubmissionResult<FormMessages> = {
  status: "error",
  initialValue: { title: "", notes: "x", kind: "a", perDay: "9", offDays: ["1", "5"] },
  error: { title: [{ key: "validation.required" }], "": [{ key: "calendar.tooMany" }] },
};

/** Submits the form; true when the browser would have sent it (no client-side refusal). */
function submit(): boolean {
  const form = screen.getByTestId("form");
  const event = createEvent.submit(form);
  fireEvent(form, event);
  return !event.defaultPrevented;
}

afterEach(cleanup);

describe("useDeferredAppForm", () => {
  it.each([
    ["the defaults", null],
    ["a refused submission's values and errors", refused],
  ])("renders %s exactly as conform does", (_, lastResult) => {
    const conform = renderToString(<ConformForm lastResult={lastResult} />);
    const deferred = renderToString(<DeferredForm lastResult={lastResult} />).replace(' data-testid="form"', "");
    expect(deferred.replace(' aria-label="Title"', "").replace(' data-testid="error"', "")).toBe(conform);
    expect(conform).toContain('required=""');
  });

  it("leaves validation to the server until conform and the parser are here, and fetches them once", () => {
    let loads = 0;
    render(<DeferredForm lastResult={null} loadParser={() => (loads++, new Promise<FormParser>(() => {}))} />);
    expect(submit()).toBe(true);
    expect(screen.getByTestId("error").textContent).toBe("");
    fireEvent.focus(screen.getByLabelText("Title"));
    fireEvent.pointerEnter(screen.getByTestId("form"));
    expect(loads).toBe(1);
    expect(submit()).toBe(true);
  });

  it("once loaded, refuses an invalid submission beside the field, and shows the server's next reply", async () => {
    let resolve!: (p: FormParser) => void;
    const loaded = new Promise<FormParser>((r) => (resolve = r));
    const view = render(<DeferredForm lastResult={null} loadParser={() => loaded} />);
    fireEvent.focus(screen.getByLabelText("Title"));
    await act(async () => resolve(parser));
    // The module with conform's state is a dynamic import: wait until the form is connected.
    await expect
      .poll(() => (act(() => void submit()), screen.getByTestId("error").textContent))
      .toBe("validation.required");
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Revise" } });
    act(() => void submit());
    expect(screen.getByTestId("error").textContent).toBe("");
    view.rerender(
      <DeferredForm lastResult={{ ...refused, initialValue: { title: "Revise" } }} loadParser={() => loaded} />,
    );
    expect(screen.getByTestId("error").textContent).toBe("validation.required");
    expect(screen.getByTestId("form").textContent).toContain("calendar.tooMany");
  });
});
