import { Form } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CALENDAR_ITEM_KINDS, type CalendarItem } from "@masar/domain/calendar-items";
import type { Locale } from "@masar/domain/locale";
import { Button, buttonVariants } from "@masar/ui/button";
import { Label } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import { cn } from "@masar/ui/utils";
import { useDelegatedLinks } from "#app/utils/delegated-links";
import { COURSE_DOT, calendarFormat } from "./format";
import { calendarHref } from "./query";
import { DayList, MonthGrid, daysFrom } from "./calendar-views";

const ICON_BUTTON = buttonVariants({ variant: "outline", size: "icon" });
const OUTLINE_BUTTON = buttonVariants({ variant: "outline" });

interface BodyData {
  /** The view on screen; "both" for a browser the server could not tell (view-choice.server.ts). */
  shown: "month" | "week" | "agenda" | "both";
  query: { view: "month" | "week" | "agenda" | null; date: string; courseId: string | null; kind: string | null };
  today: string;
  month: string;
  weeks: string[][];
  week: string[];
  agenda: { from: string; to: string };
  items: CalendarItem[];
  dayTotals: Record<string, number>;
  reviews: Record<string, number>;
  courses: { id: string; title: string; color: number }[];
  prev: string;
  next: string;
  hijri: boolean;
}

/**
 * Navigation, view switch, filters, legend and the view on screen: the URL's, else the one the server
 * picked for this browser (view-choice.server.ts), and month and agenda both, CSS picking, only for a
 * browser that cannot be told.
 */
export function CalendarBody({ data, locale }: { data: BodyData; locale: Locale }) {
  const { t } = useTranslation();
  // The section's plain links (navigation, views, the month grid's days) move client-side through one handler.
  const onLinkClick = useDelegatedLinks();
  const format = calendarFormat(locale);
  const { query, shown } = data;
  const href = (change: Parameters<typeof calendarHref>[1], hash?: string) => calendarHref(query, change, hash);
  const viewProps = {
    items: data.items,
    today: data.today,
    format,
    hijri: data.hijri,
    reviews: data.reviews,
    dayHref: (date: string) => href({ view: "agenda", date }),
    editHref: (id: string) => href({ edit: id }, "task-form"),
  };
  const heading =
    shown === "week"
      ? t("calendar:nav.range", { from: format.short(data.week[0]!), to: format.short(data.week[6]!) })
      : shown === "agenda"
        ? t("calendar:nav.range", { from: format.short(data.agenda.from), to: format.short(data.agenda.to) })
        : format.month(data.month);
  const agenda = <DayList {...viewProps} days={daysFrom(data.agenda.from, 28)} skipEmpty />;
  // The month grid and, when its container is narrow, the selected day's whole list under it.
  const month = (
    <div id="calendar-month" className="@container flex scroll-mt-20 flex-col gap-4">
      <div className="overflow-x-auto">
        <MonthGrid
          {...viewProps}
          weeks={data.weeks}
          month={data.month}
          dayTotals={data.dayTotals}
          selected={query.date}
          selectHref={(date) => href({ date }, "calendar-month")}
        />
      </div>
      <div className="@2xl:hidden">
        <DayList {...viewProps} days={[query.date]} skipEmpty={false} slot="selected-day" />
      </div>
    </div>
  );
  return (
    <section
      className="flex min-w-0 flex-col gap-4"
      aria-labelledby="calendar-heading"
      data-slot="calendar"
      data-today={data.today}
      onClick={onLinkClick}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-heading" className="text-xl font-bold" aria-live="polite">
          {heading}
        </h2>
        <nav className="flex items-center gap-1" aria-label={t("calendar:nav.views")}>
          <a className={ICON_BUTTON} data-discover="true" href={href({ date: data.prev })}>
            <ChevronRight className="ltr:hidden" aria-hidden="true" />
            <ChevronLeft className="rtl:hidden" aria-hidden="true" />
            <span className="sr-only">{t("calendar:nav.previous")}</span>
          </a>
          <a className={OUTLINE_BUTTON} data-discover="true" href={href({ date: data.today })}>
            {t("calendar:nav.today")}
          </a>
          <a className={ICON_BUTTON} data-discover="true" href={href({ date: data.next })}>
            <ChevronLeft className="ltr:hidden" aria-hidden="true" />
            <ChevronRight className="rtl:hidden" aria-hidden="true" />
            <span className="sr-only">{t("calendar:nav.next")}</span>
          </a>
        </nav>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* Picking a view is remembered as this browser's default (a cookie), so it is a post, not a link. */}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="view" />
          <div role="group" aria-label={t("calendar:nav.views")} className="inline-flex rounded-md border p-0.5">
            {(["month", "week", "agenda"] as const).map((v) => (
              <button
                key={v}
                type="submit"
                name="view"
                value={v}
                aria-pressed={shown === v}
                className={cn(
                  "rounded px-3 py-1.5 text-sm",
                  shown === v ? "bg-primary text-primary-foreground" : "hover:bg-muted",
                )}
              >
                {t(`calendar:nav.${v}`)}
              </button>
            ))}
          </div>
        </Form>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          {query.view ? <input type="hidden" name="view" value={query.view} /> : null}
          <input type="hidden" name="date" value={query.date} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="filter-course">{t("calendar:filter.course")}</Label>
            <Select id="filter-course" name="course" defaultValue={query.courseId ?? ""} className="w-44">
              <option value="">{t("calendar:filter.allCourses")}</option>
              {data.courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="filter-kind">{t("calendar:filter.kind")}</Label>
            <Select id="filter-kind" name="kind" defaultValue={query.kind ?? ""} className="w-36">
              <option value="">{t("calendar:filter.allKinds")}</option>
              {CALENDAR_ITEM_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`calendar:kind.${k}`)}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline">
            {t("kit:applyFilters")}
          </Button>
        </Form>
      </div>
      {data.courses.length > 0 ? (
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
          aria-label={t("calendar:filter.course")}
        >
          {data.courses.map((c) => (
            <li key={c.id} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn("size-2.5 rounded-full", COURSE_DOT[c.color])} />
              {c.title}
            </li>
          ))}
        </ul>
      ) : null}
      {shown === "month" ? (
        month
      ) : shown === "week" ? (
        <DayList {...viewProps} days={data.week} skipEmpty={false} />
      ) : shown === "agenda" ? (
        agenda
      ) : (
        <>
          <div className="hidden md:block">{month}</div>
          <div className="md:hidden">{agenda}</div>
        </>
      )}
    </section>
  );
}
