import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messagesFromIssues } from "./messages";
import { readSubmission } from "./submission.server";

const schema = z.object({
  name: z.string({ error: "validation.required" }).min(2, "validation.nameShort"),
  email: z.email({ error: "validation.email" }),
});

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
  });

describe("readSubmission", () => {
  it("parses a form post with the schema", async () => {
    const form = new URLSearchParams({ name: "Mona", email: "mona@example.com" });
    const submission = await readSubmission(post(form), schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ name: "Mona", email: "mona@example.com" });
  });

  it("answers a short value with its message key and the limit as a value", async () => {
    const submission = await readSubmission(post(new URLSearchParams({ name: "M", email: "x" })), schema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      name: [{ key: "validation.nameShort", values: { limit: 2 } }],
      email: [{ key: "validation.email" }],
    });
  });

  it.each([
    ["JSON", JSON.stringify({ name: "Mona" }), "application/json"],
    ["plain text", "name=Mona", "text/plain"],
    ["no content type", "name=Mona", undefined],
    ["a broken multipart body", "--x\r\nContent-Disposition: form-data; name=", "multipart/form-data; boundary=x"],
  ])("treats %s as an empty form: field errors, never a throw", async (_, body, type) => {
    const submission = await readSubmission(post(body, type), schema);
    expect(submission.status).toBe("error");
    expect(Object.keys((submission.status === "error" && submission.error) || {})).toEqual(["name", "email"]);
  });
});

describe("messagesFromIssues", () => {
  it("keeps the issue's message as the key", () => {
    const result = z.object({ a: z.string().max(3, "validation.tooLong") }).safeParse({ a: "abcd" });
    expect(messagesFromIssues(result.error!.issues)).toEqual([{ key: "validation.tooLong", values: { limit: 3 } }]);
  });
});
