import { describe, expect, it } from "vitest";
import { eventFormSchema } from "@masar/domain/teaching-schema";
import { parseForm } from "./parse";

/** The course-event form as the browser sends it, through the parser both sides use. */
const submit = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ kind: "quiz", "title.en": "Quiz 1", date: "2027-01-01", ...fields })) {
    form.set(k, v);
  }
  return parseForm(form, eventFormSchema);
};

describe("the course-event form", () => {
  it("takes an all-day event (the time left empty) and one with a time", () => {
    expect(submit({ time: "", lessonId: "" })).toMatchObject({
      status: "success",
      value: { time: null, lessonId: null },
    });
    expect(submit({})).toMatchObject({ status: "success", value: { time: null } });
    expect(submit({ time: "10:30" })).toMatchObject({ status: "success", value: { time: "10:30" } });
  });

  it("refuses a time that is no clock time, beside the field", () => {
    expect(submit({ time: "25:00" })).toMatchObject({ status: "error", error: { time: [{ key: "validation.time" }] } });
  });
});
