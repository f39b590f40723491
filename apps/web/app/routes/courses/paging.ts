/** Cards rendered at a time: a catalogue of thousands stays fast to render and to scroll. */
export const PAGE = 24;

/** How many cards to show: `?show=N` (a "Show more" link opened as a page) or one page. */
export function pageSize(params: URLSearchParams): number {
  const n = Number(params.get("show"));
  return Number.isInteger(n) && n > PAGE ? Math.min(n, 10_000) : PAGE;
}
