// The calendar feed: a student's tasks and course events as a private iCalendar file, opened by its token.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeed } from "#app/services/calendar-feed.server";
import { plainRefusal, readOnlyAction } from "#app/utils/http.server";
import { now } from "#app/utils/clock.server";

/**
 * The private iCalendar feed, `/calendar-feed/<token>.ics`: no session (calendar apps have none), the
 * unguessable token is the credential. Unknown or replaced tokens get a bare 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = (params.token ?? "").replace(/\.ics$/, "");
  const body = await calendarFeed(token, now());
  if (body === null) return plainRefusal(request, 404, "error.notFound");
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="masar.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

export const action = readOnlyAction;
