import { describe, expect, it } from "vitest";
import { newTaskSchema, splitJoinedTitles, taskTitle } from "./task";

describe("a task's title per language", () => {
  it("shows the reader's language when the task has it, else the title it was written with", () => {
    const planned = { title: "فيديو: المقدمة", titles: { ar: "فيديو: المقدمة", en: "Video: Introduction" } };
    expect(taskTitle(planned, "ar")).toBe("فيديو: المقدمة");
    expect(taskTitle(planned, "en")).toBe("Video: Introduction");
    const own = { title: "Form a study group", titles: {} };
    expect(taskTitle(own, "ar")).toBe("Form a study group");
    expect(taskTitle({ title: "مقدمة", titles: { ar: "مقدمة" } }, "en")).toBe("مقدمة");
  });

  it("keeps both titles through the schema, none by default, and refuses an empty one", () => {
    const base = { userId: "u", title: "t", date: "2026-05-01" };
    expect(newTaskSchema.parse(base).titles).toEqual({});
    expect(newTaskSchema.parse({ ...base, titles: { ar: " أ ", en: "A" } }).titles).toEqual({ ar: "أ", en: "A" });
    expect(newTaskSchema.safeParse({ ...base, titles: { en: "" } }).success).toBe(false);
    expect(newTaskSchema.safeParse({ ...base, titles: { en: "x".repeat(201) } }).success).toBe(false);
  });

  it("splits an older release's joined plan title only when it is unambiguous", () => {
    expect(splitJoinedTitles("فيديو: المقدمة · Video: Introduction")).toEqual({
      ar: "فيديو: المقدمة",
      en: "Video: Introduction",
    });
    expect(splitJoinedTitles("Introduction")).toBeNull();
    expect(splitJoinedTitles("أ · B · C")).toBeNull();
    expect(splitJoinedTitles(" · Video")).toBeNull();
    expect(splitJoinedTitles("kg·m/s")).toBeNull();
  });
});
