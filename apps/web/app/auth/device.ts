/**
 * A short, language-neutral description of a browser from its User-Agent ("Chrome · Android"), for the
 * account's list of signed-in devices. Brand names only: nothing here needs translating.
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  const browser = (
    [
      [/Edg(A|iOS)?\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/SamsungBrowser\//, "Samsung Internet"],
      [/Firefox\/|FxiOS\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  const system = (
    [
      [/Android/, "Android"],
      [/iPhone|iPad|iPod/, "iOS"],
      [/Windows/, "Windows"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
