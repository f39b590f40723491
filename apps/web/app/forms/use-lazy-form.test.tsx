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
import type { FormMessages } from "./messages";
import { parseForm } from "./parse";
import { useLazyAppForm, type FormParser } from "./use-lazy-form";

// The lazy form of decisions 023 and 025: the first render as conform's, without conform; conform's own
// useForm and the schema's parser fetched on intent.
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

/** The same form twice: through conform's hook, and through the lazy wrapper. */
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

function LazyForm({ lastResult, loadParser }: { lastResult: Result; loadParser?: () => Promise<FormParser> }) {
  const [form, fields, intent, conform] = useLazyAppForm<Value>({
    id: "f",
    constraint,
    loadParser: loadParser ?? (() => new Promise<FormParser>(() => {})),
    lastResult,
    defaultValue: defaults,
  });
  return (
    <form {...getFormProps(form)} {...intent} data-testid="form">
      {conform}
      <p id={form.errorId}>{form.errors?.map((m) => m.key).join(" ")}</p>
      <input {...getInputProps(fields.title, { type: "text" })} aria-label="Title" />
      <textarea {...getTextareaProps(fields.notes)} />
      <select {...getSelectProps(fields.kind)}>
        <option value="a" />
        <option value="b" />
      </select>
      <input {...getInputProps(fields.perDay, { type: "number" })} />
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

describe("useLazyAppForm", () => {
  it.each([
    ["the defaults", null],
    ["a refused submission's values and errors", refused],
  ])("renders %s exactly as conform does", (_, lastResult) => {
    const conform = renderToString(<ConformForm lastResult={lastResult} />);
    const lazy = renderToString(<LazyForm lastResult={lastResult} />).replace(' data-testid="form"', "");
    expect(lazy.replace(' aria-label="Title"', "").replace(' data-testid="error"', "")).toBe(conform);
    expect(conform).toContain('required=""');
  });

  it("leaves validation to the server until conform and the parser are here, and fetches them once", () => {
    let loads = 0;
    render(<LazyForm lastResult={null} loadParser={() => (loads++, new Promise<FormParser>(() => {}))} />);
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
    const view = render(<LazyForm lastResult={null} loadParser={() => loaded} />);
    const title = screen.getByLabelText("Title");
    fireEvent.focus(title);
    await act(async () => resolve(parser));
    // conform's useForm is a dynamic import: wait until it has taken over.
    await expect
      .poll(() => (act(() => void submit()), screen.getByTestId("error").textContent))
      .toBe("validation.required");
    // conform took over the same elements: a field focused (or typed in) while it loaded stays as it was.
    expect(screen.getByLabelText("Title")).toBe(title);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Revise" } });
    act(() => void submit());
    expect(screen.getByTestId("error").textContent).toBe("");
    view.rerender(
      <LazyForm lastResult={{ ...refused, initialValue: { title: "Revise" } }} loadParser={() => loaded} />,
    );
    expect(screen.getByTestId("error").textContent).toBe("validation.required");
    expect(screen.getByTestId("form").textContent).toContain("calendar.tooMany");
  });
});
