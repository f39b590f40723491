import { describe, expect, it } from "vitest";
import { messages } from "#app/i18n/resources.server";
import { methodNotAllowed, postOnlyLoader, requirePost } from "./http.server";

const request = (method: string, language?: string) =>
  new Request("http://localhost/resources/x", {
    method,
    headers: language ? { Cookie: `appLanguage=${language}` } : {},
  });

describe("methodNotAllowed", () => {
  it("answers 405 with Allow and the localised message, never stored", async () => {
    const response = methodNotAllowed(request("GET", "en"), ["POST"]);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await response.json()).error.message).toBe(messages.en.common.error.methodNotAllowed);
  });

  it("is what a POST-only route's loader throws", () => {
    expect(() => postOnlyLoader({ request: request("GET") })).toThrow(Response);
  });

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("refuses %s where only POST is taken", (method) => {
    expect(() => requirePost(request(method))).toThrow(Response);
    expect(() => requirePost(request("POST"))).not.toThrow();
  });
});
