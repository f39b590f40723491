/**
 * Accepts only same-site paths as a return target: "/x" yes; "//evil.example", "/\\evil", "https://..."
 * and anything else fall back to `fallback`.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target) return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(value, "http://masar.invalid");
    if (url.origin !== "http://masar.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
