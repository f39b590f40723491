import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messagesFromIssues } from "./messages";
import { messages } from "#app/i18n/resources.server";
import { FORM_MAX_BYTES, readFormData, readSubmission } from "./submission.server";

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

  it("answers a short value with its message key and the limit as its count", async () => {
    const submission = await readSubmission(post(new URLSearchParams({ name: "M", email: "x" })), schema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      name: [{ key: "validation.nameShort", values: { count: 2 } }],
      email: [{ key: "validation.email" }],
    });
  });

  it("answers an empty form with the schema's field errors", async () => {
    const submission = await readSubmission(post(new URLSearchParams()), schema);
    expect(submission.status).toBe("error");
    expect(Object.keys((submission.status === "error" && submission.error) || {})).toEqual(["name", "email"]);
  });

  it("reads a multipart form", async () => {
    const form = new FormData();
    form.set("name", "منى");
    form.set("email", "mona@example.com");
    const submission = await readSubmission(post(form), schema);
    expect(submission.status === "success" && submission.value.name).toBe("منى");
  });
});

/** The Response readFormData threw, or a failure when it resolved. */
async function thrown(request: Request): Promise<Response> {
  try {
    await readFormData(request);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("readFormData accepted the body");
}

describe("readFormData", () => {
  it.each([
    ["JSON", JSON.stringify({ name: "Mona" }), "application/json"],
    ["plain text", "name=Mona", "text/plain"],
    ["XML", "<name>Mona</name>", "application/xml"],
    ["no content type", "name=Mona", undefined],
  ])("refuses %s with 415 and the localised invalid-request message", async (_, body, type) => {
    const response = await thrown(post(body, type));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { key: "error.invalidRequest", message: messages.ar.common.error.invalidRequest },
    });
  });

  it("answers in the language cookie's language", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", Cookie: "appLanguage=en" },
    });
    const body = await (await thrown(request)).json();
    expect(body.error.message).toBe(messages.en.common.error.invalidRequest);
  });

  it.each([
    ["a truncated multipart body", "--x\r\nContent-Disposition: form-data; name=", "multipart/form-data; boundary=x"],
    ["multipart without a boundary", "--x\r\n", "multipart/form-data"],
  ])("refuses %s with 400", async (_, body, type) => {
    expect((await thrown(post(body, type))).status).toBe(400);
  });

  it("refuses a stream that fails midway with 400", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("name=Mo"));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect((await thrown(request)).status).toBe(400);
  });

  it("refuses a body over the limit with 413, declared or streamed", async () => {
    const big = `name=${"a".repeat(FORM_MAX_BYTES)}`;
    const declared = await thrown(post(big, "application/x-www-form-urlencoded"));
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.key).toBe("error.requestTooLarge");
    // Chunked: no Content-Length, the reader counts.
    const chunked = new Request("http://localhost/contact", {
      method: "POST",
      body: new Blob([big]).stream(),
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(chunked.headers.get("Content-Length")).toBeNull();
    expect((await thrown(chunked)).status).toBe(413);
  });

  it("accepts a body just under the limit", async () => {
    const form = await readFormData(
      post(`name=${"a".repeat(FORM_MAX_BYTES - 5)}`, "application/x-www-form-urlencoded"),
    );
    expect(String(form.get("name")).length).toBe(FORM_MAX_BYTES - 5);
  });
});

describe("messagesFromIssues", () => {
  it("keeps the issue's message as the key", () => {
    const result = z.object({ a: z.string().max(3, "validation.tooLong") }).safeParse({ a: "abcd" });
    expect(messagesFromIssues(result.error!.issues)).toEqual([{ key: "validation.tooLong", values: { count: 3 } }]);
  });
});
