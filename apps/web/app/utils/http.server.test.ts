import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { messages } from "#app/i18n/resources.server";
import { attachment, methodNotAllowed, plainRefusal, postOnlyLoader, requirePost, resourceGuard } from "./http.server";

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

/** What a resource route throws, caught: the Response the client gets. */
async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw new Error(`threw ${String(thrown)} instead of a Response`);
  }
  throw new Error("did not throw");
}

describe("resourceGuard", () => {
  it("turns a page guard's thrown data() into a Response with the guard's localised error", async () => {
    const error = { key: "teaching.errors.notYourCourse", message: "not yours" };
    const response = await thrownBy(() =>
      resourceGuard(request("POST", "en"), async () => {
        throw data({ error }, { status: 403, headers: { "X-Kept": "1" } });
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("X-Kept")).toBe("1");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ error });
  });

  it("gives a bare data(null, 404) the sentence of its status in the reader's language", async () => {
    const response = await thrownBy(() =>
      resourceGuard(request("GET", "ar"), async () => {
        throw data(null, { status: 404 });
      }),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(messages.ar.common.error.notFound);
  });

  it("lets redirects and results through untouched", async () => {
    await expect(resourceGuard(request("GET"), async () => 7)).resolves.toBe(7);
    const redirect = new Response(null, { status: 302, headers: { Location: "/" } });
    expect(
      await thrownBy(() =>
        resourceGuard(request("GET"), async () => {
          throw redirect;
        }),
      ),
    ).toBe(redirect);
  });
});

describe("plainRefusal", () => {
  it.each([
    ["ar", 403, "forbidden"],
    ["en", 401, "signInRequired"],
  ] as const)("says it as text in %s", async (language, status, key) => {
    const response = plainRefusal(request("GET", language), status, `error.${key}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    expect(await response.text()).toBe(messages[language].common.error[key]);
  });
});

describe("attachment", () => {
  it("names a download in Arabic for browsers (RFC 5987) and in ASCII for old clients", () => {
    const header = attachment("بنك الأسئلة - Calculus (1).gift", "masar-questions-c1.gift");
    expect(header).toBe(
      "attachment; filename=\"masar-questions-c1.gift\"; filename*=UTF-8''" +
        "%D8%A8%D9%86%D9%83%20%D8%A7%D9%84%D8%A3%D8%B3%D8%A6%D9%84%D8%A9%20-%20Calculus%20%281%29.gift",
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("بنك الأسئلة - Calculus (1).gift");
  });

  it("keeps quotes and non-ASCII out of the plain filename", () => {
    expect(attachment("x", 'a"b\\é.txt')).toMatch(/^attachment; filename="a_b__.txt";/);
  });
});
