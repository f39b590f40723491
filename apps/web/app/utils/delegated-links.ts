import { useNavigate, useLocation } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

/**
 * One click handler for a region full of plain same-site `<a href>` links, navigating in the app as
 * Remix's `<Link>` does for each of its own: a plain primary click on a link to this origin moves
 * client-side (replacing the history entry when the link points at the current URL, as `<Link>`
 * does); a modified or middle click, another target, a download or another origin stays the browser's.
 *
 * Why: a `<Link>` is a component tree with half a dozen router hooks; a month grid holds up to 80 of
 * them (a day link and a "+N more" link per cell), and rendering them was a large part of the
 * calendar's server time (decision 026). A link `<Link>` already handled (defaultPrevented)
 * is left alone, so `<Link>`s inside the region keep their own options.
 */
export function useDelegatedLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      navigate(to, { replace: to === current });
    },
    [navigate, current],
  );
}
