import { describe, expect, it } from "vitest";
import { parseForm } from "#app/forms/parse";
import { planFormSchema, taskFormSchema } from "./schemas";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("calendar forms", () => {
  it("reads the exam plan with one, several or no days off", () => {
    const base: [string, string][] = [
      ["intent", "plan"],
      ["courseId", "c1"],
      ["examDate", "2026-12-23"],
      ["perDay", "2"],
    ];
    const one = parseForm(form([...base, ["offDays", "5"]]), planFormSchema);
    expect(one.status === "success" && one.value).toEqual({
      courseId: "c1",
      examDate: "2026-12-23",
      perDay: 2,
      offDays: [5],
    });
    const two = parseForm(form([...base, ["offDays", "4"], ["offDays", "5"]]), planFormSchema);
    expect(two.status === "success" && two.value.offDays).toEqual([4, 5]);
    const none = parseForm(form(base), planFormSchema);
    expect(none.status === "success" && none.value.offDays).toEqual([]);
    const bad = parseForm(form([...base.slice(0, 3), ["perDay", "9"]]), planFormSchema);
    expect(bad.status).toBe("error");
  });

  it("reads an own task, time and course optional, refusing impossible dates", () => {
    const ok = parseForm(
      form([
        ["title", "Revise"],
        ["date", "2026-12-31"],
      ]),
      taskFormSchema,
    );
    expect(ok.status === "success" && ok.value).toEqual({ title: "Revise", date: "2026-12-31" });
    expect(
      parseForm(
        form([
          ["title", "x"],
          ["date", "2026-02-30"],
        ]),
        taskFormSchema,
      ).status,
    ).toBe("error");
    expect(
      parseForm(
        form([
          ["title", "x"],
          ["date", "2026-02-10"],
          ["time", "25:00"],
        ]),
        taskFormSchema,
      ).status,
    ).toBe("error");
  });
});
