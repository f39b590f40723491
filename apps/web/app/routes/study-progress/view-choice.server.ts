import type { CalendarView, ShownView } from "#app/services/calendar.server";

/**
 * How /study-progress picks its view when the URL names none (decision 033). The server renders one
 * view, not the month grid and the phone's agenda both (hidden by CSS, they were 550 KB of HTML and
 * about 2.5× the month's render for a full month), so it must know before rendering which one fits:
 *
 * 1. the view the user last picked on this browser (a cookie set by the view switch, a POST), so a choice
 *    holds with or without scripts and whatever the device;
 * 2. else the browser's own mobile hint, `Sec-CH-UA-Mobile` (Chromium sends it with every request, no
 *    `Accept-CH` needed): `?1` is a phone, the agenda; `?0` is not, the month;
 * 3. else the User-Agent: "Mobi" (Mozilla's advice; iPhone, Android phones, Firefox and Safari on phones)
 *    is a phone; a desktop platform (Windows, macOS and iPadOS's desktop-class Safari, X11, ChromeOS) is not;
 * 4. else unknown (no or an unusual User-Agent: scripts, tablets' other browsers): both, and the CSS
 *    breakpoint shows one of them, as before.
 */
export const VIEW_COOKIE = "masar_calendar_view";
const REMEMBERED = new RegExp(`(?:^|;\\s*)${VIEW_COOKIE}=(month|week|agenda)(?:;|$)`);
const PHONE = /Mobi|iPhone|iPod|Windows Phone|Opera Mini/i;
const DESKTOP = /Windows NT|Macintosh|X11|CrOS/;

export function defaultView(headers: Headers): ShownView {
  const remembered = REMEMBERED.exec(headers.get("Cookie") ?? "")?.[1] as CalendarView | undefined;
  if (remembered) return remembered;
  const mobile = headers.get("Sec-CH-UA-Mobile");
  if (mobile === "?1") return "agenda";
  if (mobile === "?0") return "month";
  const agent = headers.get("User-Agent") ?? "";
  if (PHONE.test(agent)) return "agenda";
  if (DESKTOP.test(agent)) return "month";
  return "both";
}

/**
 * The cookie that remembers a picked view for a year. Path=/ because client-side navigations load the
 * page's data from /study-progress.data, which a Path=/study-progress cookie would not reach.
 */
export function viewCookie(view: CalendarView, secure: boolean): string {
  return `${VIEW_COOKIE}=${view}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
