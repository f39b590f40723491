import fc from "fast-check";

/** A route of the route table as the fuzz sees it. */
export interface RouteInfo {
  id: string;
  /** "/course/:id", "/*", "/" */
  pattern: string;
  hasLoader: boolean;
  hasAction: boolean;
  isPage: boolean;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: BodyInit | null;
  cookie: string;
  signedIn: boolean;
}

/** Markers the checks look for: a live tag or an attribute break-out means reflected markup. */
export const hostile = { tag: "fz9q", handler: "onfz9q=" } as const;

const EVIL = "evil.example";

/** Strings that have broken parsers, redirects and templates before, plus our markup markers. */
const nasty = fc.constantFrom(
  `<${hostile.tag}>`,
  `"><${hostile.tag} ${hostile.handler}1>`,
  `' ${hostile.handler}'1`,
  `" ${hostile.handler}"1`,
  `</script><${hostile.tag}>`,
  "javascript:alert(1)",
  `//${EVIL}`,
  `/\\${EVIL}`,
  `/a/..//${EVIL}`,
  `/.//${EVIL}`,
  `/%2e//${EVIL}`,
  `/%2e%2e//${EVIL}`,
  `https://${EVIL}/`,
  `/%09/${EVIL}`,
  "%",
  "%E0%A4%A",
  "%00",
  "%ff%fe",
  "\u0000",
  "\r\nSet-Cookie: x=1",
  "../../../../etc/passwd",
  "${7*7}{{7*7}}",
  "' OR '1'='1",
  "مسار ‮عكس",
  "\u200b\ufeff",
  "🧪".repeat(50),
  "a".repeat(5000),
  "-1",
  "1e309",
  "NaN",
  "0x10",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "",
  " ",
);

const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.tuple(nasty, fc.string({ maxLength: 10 }), nasty).map((parts) => parts.join("")) },
);

/** Path segments: raw, percent-encoded, or dot segments that normalise away. */
const segment = fc.oneof(
  text.map((s) => encodeURIComponent(s)),
  fc.constantFrom("..", ".", "%2e%2e", "%2f", "%5c", "x.data", "_root.data", "index", "%00"),
  fc.uuid(),
  fc.constantFrom("intro-to-programming", "1", "0"),
);

/** Return targets that have fooled redirect checks: other hosts, and paths that normalise into one. */
const redirectTrick = fc.oneof(
  fc.constantFrom(`//${EVIL}`, `/\\${EVIL}`, `https://${EVIL}/`, `/%09/${EVIL}`, "javascript:alert(1)", "/profile"),
  fc
    .tuple(
      fc.constantFrom("/", "/a/", "/./", "/%2e/"),
      fc.constantFrom("..", ".", "%2e", "%2e%2e", "%2E%2e", ""),
      fc.constantFrom("//", "/\\", "\\/", "/%2f", "\\\\"),
      fc.constantFrom(EVIL, `${EVIL}/path`, `@${EVIL}`),
    )
    .map((parts) => parts.join("")),
);

const QUERY_KEYS = [
  "redirectTo",
  "page",
  "q",
  "lang",
  "category",
  "level",
  "faculty",
  "sort",
  "index",
  "_routes",
  "id",
];
const query = fc
  .tuple(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), text), text), { maxLength: 4 }),
    fc.option(redirectTrick, { freq: 2 }),
  )
  .map(([pairs, redirectTo]) => {
    // Half the requests carry a redirect trick: the routes that take `redirectTo` must never follow it off-site.
    if (redirectTo !== null) pairs.push(["redirectTo", redirectTo]);
    return pairs.length ? `?${new URLSearchParams(pairs)}` : "";
  });

/** The path for a route pattern: each ":param" and "*" filled with a generated segment. */
function pathFor(pattern: string) {
  const parts = pattern.split("/").filter(Boolean);
  return fc
    .tuple(
      fc.tuple(...parts.map((part) => (part.startsWith(":") || part === "*" ? segment : fc.constant(part)))),
      fc.boolean(),
      query,
    )
    .map(([filled, data, search]) => {
      const base = `/${filled.join("/")}`;
      // Half the time the single-fetch data URL of the same path ("/_root.data" for the home page).
      const path = data ? (base === "/" ? "/_root.data" : `${base}.data`) : base;
      return `${path}${search}`;
    });
}

const FIELDS = [
  "intent",
  "email",
  "password",
  "displayName",
  "redirectTo",
  "lang",
  "id",
  "name",
  "subject",
  "message",
  "photoURL",
  "preferredLanguage",
];
const fieldValue = (name: string) => {
  switch (name) {
    case "intent":
      return fc.oneof(fc.constantFrom("login", "signup", "markRead", "markAllRead", "delete"), text);
    case "email":
      return fc.oneof(
        fc.emailAddress().filter((e) => !e.endsWith("masar.local")),
        fc.string({ maxLength: 12 }).map((s) => `${encodeURIComponent(s)}x@example.com`),
        text,
      );
    case "password":
      return fc.oneof(fc.constant("a-good-password"), fc.constant(" ".repeat(8)), text);
    case "redirectTo":
      return fc.oneof(redirectTrick, text);
    case "lang":
    case "preferredLanguage":
      return fc.oneof(fc.constantFrom("ar", "en"), text);
    default:
      return text;
  }
};
const fields = fc
  .tuple(
    fc.subarray(FIELDS),
    fc.array(fc.tuple(text, text), { maxLength: 2 }),
    fc.constantFrom("login", "signup", "markRead", "markAllRead", "delete"),
  )
  .chain(([names, extra, intent]) =>
    fc
      .tuple(...names.map((name) => fieldValue(name)))
      .map((values) => [["intent", intent], ...names.map((n, i) => [n, values[i]!]), ...extra] as [string, string][]),
  );

/** Stands for a 3 MiB form body, which the spec builds when it sends the request. */
export const OVERSIZED = "<3 MiB form body>";

type Body = { body: BodyInit | null; type: string | null };
const bytes = (s: string) => new TextEncoder().encode(s);

const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 4,
    arbitrary: fields.map((f) => ({
      body: new URLSearchParams(f).toString(),
      type: "application/x-www-form-urlencoded",
    })),
  },
  {
    weight: 2,
    arbitrary: fields.map((f) => {
      const form = new FormData();
      for (const [k, v] of f) form.append(k, v);
      return { body: form, type: null };
    }),
  },
  {
    weight: 1,
    arbitrary: fields.map((f) => ({ body: JSON.stringify(Object.fromEntries(f)), type: "application/json" })),
  },
  { weight: 1, arbitrary: fields.map((f) => ({ body: new URLSearchParams(f).toString(), type: "text/plain" })) },
  { weight: 1, arbitrary: text.map((t) => ({ body: `<x>${t}</x>`, type: "application/xml" })) },
  // No Content-Type at all: a byte body is sent without one.
  { weight: 1, arbitrary: text.map((t) => ({ body: bytes(t), type: null })) },
  {
    weight: 1,
    // Truncated multipart, with and without its boundary.
    arbitrary: fc
      .tuple(text, fc.constantFrom("multipart/form-data; boundary=b", "multipart/form-data"))
      .map(([t, type]) => ({ body: `--b\r\nContent-Disposition: form-data; name="${t}"\r\n\r\nvalue`, type })),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => ({ body: b, type: "application/x-www-form-urlencoded" })),
  },
  { weight: 1, arbitrary: fc.constant({ body: null, type: "application/x-www-form-urlencoded" }) },
  // Over the form limit (2 MiB): 413, not a server that reads it all.
  {
    weight: 1,
    arbitrary: fc.constant({
      body: `message=${"a".repeat(3 * 1024 * 1024)}`,
      type: "application/x-www-form-urlencoded",
    }),
  },
);

const cookieValue = fc.oneof(
  text.map((t) => encodeURIComponent(t)),
  fc.constantFrom("%E0%A4%A", "%", "en", "ar", "fr", '"', ""),
);
const cookie = fc
  .record(
    {
      appLanguage: cookieValue,
      masar_session: cookieValue,
      // A flash toast's cookie name (decision 028) with a value it did not sign.
      masar_toast_0123456789abcdef: cookieValue,
    },
    { requiredKeys: [] },
  )
  .map((jar) =>
    Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join("; "),
  );

/** Methods for a route: every route gets the wrong ones too; GET and POST the most. */
export function methodArb(route: RouteInfo) {
  return fc.oneof(
    { weight: route.hasLoader ? 4 : 1, arbitrary: fc.constant("GET") },
    { weight: route.hasAction ? 4 : 1, arbitrary: fc.constant("POST") },
    { weight: 1, arbitrary: fc.constantFrom("HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
  );
}

/** One generated request to the route: method, path, body, cookies, as a visitor or signed in. */
export function requestArb(route: RouteInfo, method: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method,
      path: pathFor(route.pattern),
      body,
      cookie,
      signedIn: fc.boolean(),
      // A documentation address of its own for each request (the server trusts loopback proxies).
      address: fc.tuple(fc.nat(0xffff), fc.nat(0xffff), fc.nat(0xffff)),
      acceptLanguage: fc.oneof(
        fc.constantFrom("ar", "en-US,en;q=0.9", "*"),
        text.map((t) => encodeURIComponent(t)),
      ),
    })
    .map(({ method, path, body, cookie, signedIn, address, acceptLanguage }) => {
      const headers: Record<string, string> = {
        "X-Forwarded-For": `2001:db8::${address.map((n) => n.toString(16)).join(":")}`,
        "Accept-Language": acceptLanguage,
      };
      const sendsBody = method !== "GET" && method !== "HEAD";
      if (sendsBody && body.type) headers["Content-Type"] = body.type;
      return { method, path, headers, body: sendsBody ? body.body : null, cookie, signedIn };
    });
}
