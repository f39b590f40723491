import { useEffect, useRef } from "react";
import { useLocation } from "@remix-run/react";

/** Room left beside the current link, as the row's own padding (px-4). */
const MARGIN_PX = 16;

/**
 * For a row of section links that scrolls sideways on phones (the admin console's, a course editor's
 * tabs): brings the current page's link into view. At 390 px the row starts at its first links, so on
 * the last sections the highlighted link sat off-screen and nothing showed where the reader was. Only
 * the row scrolls, never the page; the deltas hold in both directions (Chromium's RTL scrollLeft runs
 * from 0 towards negative numbers, so "more to the left" is a smaller scrollLeft either way).
 */
export function useCurrentLinkInView<T extends HTMLElement>() {
  const row = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const element = row.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !current) return;
    const box = element.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < box.left) element.scrollLeft -= box.left - link.left + MARGIN_PX;
    else if (link.right > box.right) element.scrollLeft += link.right - box.right + MARGIN_PX;
  }, [pathname]);
  return row;
}
