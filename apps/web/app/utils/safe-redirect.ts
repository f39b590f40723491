const PROBE = "http://masar.invalid";

/**
 * Accepts only same-site paths as a return target: "/x" yes; "//evil.example", "/\\evil", "https://..."
 * and anything else fall back to `fallback`.
 *
 * The decision is made on the URL as the browser will see it: the normalised path (dot segments
 * resolved, backslashes folded into slashes) is what we return, so it is what we check. A raw string
 * like "/a/..//evil.example" starts with one slash but normalises to "//evil.example", which a browser
 * reads as another host.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target) return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters are refused outright: parsers drop tabs and newlines, so they hide intent.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path must itself stay a path: resolved again it has to land on the same site.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if (new URL(path, PROBE).origin !== PROBE) return fallback;
  return path;
}
