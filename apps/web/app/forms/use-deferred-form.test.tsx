// @vitest-environment jsdom
import { getFormProps, getInputProps } from "@conform-to/react";
import { act, cleanup, createEvent, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "./parse";
import { useDeferredAppForm, type FormParser } from "./use-deferred-form";

// The deferred form of decision 023: server constraints at once, the schema's parser fetched on intent.
const schema = z.object({ title: z.string({ error: "validation.required" }).min(1, "validation.required") });
const parser: FormParser = (formData) => parseForm(formData, schema) as ReturnType<FormParser>;

function TitleForm({ loadParser }: { loadParser: () => Promise<FormParser> }) {
  const [form, fields, intent] = useDeferredAppForm({
    id: "title-form",
    constraint: { title: { required: true } },
    loadParser,
  });
  return (
    <form {...getFormProps(form)} {...intent} data-testid="form">
      <input {...getInputProps(fields.title, { type: "text" })} aria-label="Title" />
      <p data-testid="error">{fields.title.errors?.map((m) => m.key).join(" ")}</p>
    </form>
  );
}

/** Submits the form; true when the browser would have sent it (no client-side refusal). */
function submit(): boolean {
  const form = screen.getByTestId("form");
  const event = createEvent.submit(form);
  fireEvent(form, event);
  return !event.defaultPrevented;
}

afterEach(cleanup);

describe("useDeferredAppForm", () => {
  it("renders the server's constraints and leaves validation to the server until its parser is here", () => {
    let loads = 0;
    render(<TitleForm loadParser={() => (loads++, new Promise<FormParser>(() => {}))} />);
    expect(screen.getByLabelText("Title").hasAttribute("required")).toBe(true);
    expect(loads).toBe(0);
    expect(submit()).toBe(true);
    expect(screen.getByTestId("error").textContent).toBe("");
  });

  it("fetches the parser on intent and then refuses an invalid submission beside the field", async () => {
    let resolve!: (p: FormParser) => void;
    let loads = 0;
    const loaded = new Promise<FormParser>((r) => (resolve = r));
    render(<TitleForm loadParser={() => (loads++, loaded)} />);
    fireEvent.focus(screen.getByLabelText("Title"));
    fireEvent.pointerEnter(screen.getByTestId("form"));
    expect(loads).toBe(1);
    await act(async () => resolve(parser));
    let sent = true;
    act(() => {
      sent = submit();
    });
    expect(sent).toBe(false);
    expect(screen.getByTestId("error").textContent).toBe("validation.required");
  });
});
