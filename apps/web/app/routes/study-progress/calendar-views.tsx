import { useTranslation } from "react-i18next";
import { MONTH_CELL_ITEMS, type CalendarItem } from "@masar/domain/calendar-items";
import { addDays } from "@masar/domain/calendar-date";
import { cn } from "@masar/ui/utils";
import { CalendarItemCard } from "./calendar-item";
import { COURSE_BEFORE_DOT, type CalendarFormat } from "./format";

interface ViewProps {
  items: CalendarItem[];
  today: string;
  format: CalendarFormat;
  hijri: boolean;
  /** Review questions planned per day. */
  reviews: Record<string, number>;
  /** The link that opens a day in the agenda, and the one that edits a task. */
  dayHref: (date: string) => string;
  editHref: (id: string) => string;
}

const byDate = (items: CalendarItem[]) => {
  const map = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const list = map.get(item.date);
    if (list) list.push(item);
    else map.set(item.date, [item]);
  }
  return map;
};

/**
 * The month grid reads at any width through its container's width (not the device's): from 42rem
 * each cell lists its first items by title; narrower, each item is its course's dot, the day's count
 * beside them, and the day number selects the day, whose list the page shows under the grid
 * (MonthView). Classes carry both layouts; `@2xl` is the container's 42rem.
 */
const NARROW_CELL =
  "@max-2xl:h-16 @max-2xl:px-0.5 @max-2xl:data-selected:outline-2 @max-2xl:data-selected:-outline-offset-2 @max-2xl:data-selected:outline-primary";
/** A day cell's class by [outside the month][today], merged once. */
const CELL_CLASS = [false, true].map((outside) =>
  [false, true].map((isToday) =>
    cn(
      "h-28 border p-1 align-top",
      NARROW_CELL,
      outside && "bg-muted/40 text-muted-foreground",
      isToday && "bg-primary-soft",
    ),
  ),
);
const DAY_LINK_CLASS =
  "inline-flex min-w-7 shrink-0 items-center justify-center rounded-full px-1 text-xs font-semibold hover:underline @max-2xl:min-w-5";
/** [today]: the link that opens the day in the agenda (wide) and the one that selects it (narrow). */
const DAY_LINKS = [false, true].map((isToday) => {
  const base = isToday ? cn(DAY_LINK_CLASS, "bg-primary text-primary-foreground") : DAY_LINK_CLASS;
  return { open: `${base} @max-2xl:hidden`, select: `${base} @2xl:hidden` };
});

/**
 * A month as a table of weeks; the week starts on `weeks[i][0]` (the user's first day, Saturday unless
 * set). The server sends each day's first MONTH_CELL_ITEMS items and, for a fuller day, its total
 * (`dayTotals`); the selected day (`selected`) whole.
 *
 * The cells' links are plain anchors (with the markup `<Link>` gives them) that the calendar's one
 * delegated handler moves client-side (useDelegatedLinks): up to 80 `<Link>` trees a month cost more
 * to render on the server than the rest of the grid (decision 026).
 */
export function MonthGrid({
  weeks,
  month,
  dayTotals,
  selected,
  selectHref,
  ...props
}: ViewProps & {
  weeks: string[][];
  month: string;
  dayTotals: Record<string, number>;
  selected: string;
  /** The link that selects a day in the narrow grid (its list shows under the grid). */
  selectHref: (date: string) => string;
}) {
  const { t } = useTranslation();
  const { format, today, hijri } = props;
  const items = byDate(props.items);
  return (
    <table data-slot="month-grid" className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{format.month(month)}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((d) => (
            <th key={d} scope="col" className="p-1 text-center text-xs font-medium text-muted-foreground">
              <abbr title={format.weekdayLong(d)} className="no-underline">
                {format.weekday(d)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((d) => {
              const list = items.get(d) ?? [];
              const total = dayTotals[d] ?? list.length;
              const hidden = total - MONTH_CELL_ITEMS;
              const outside = !d.startsWith(month);
              const isToday = d === today;
              const dayHref = props.dayHref(d);
              const links = DAY_LINKS[Number(isToday)]!;
              const label = format.long(d);
              return (
                <td
                  key={d}
                  data-date={d}
                  data-selected={d === selected ? "" : undefined}
                  aria-current={isToday ? "date" : undefined}
                  className={CELL_CLASS[Number(outside)]![Number(isToday)]}
                >
                  {/* One row, on one baseline: the Gregorian day at the start, the Hijri one at the end. */}
                  <div
                    data-slot="day-numbers"
                    className="mb-1 flex items-baseline justify-between gap-1 @max-2xl:gap-0.5"
                  >
                    <a aria-label={label} className={links.open} data-discover="true" href={dayHref}>
                      {format.day(d)}
                    </a>
                    <a aria-label={label} className={links.select} data-discover="true" href={selectHref(d)}>
                      {format.day(d)}
                    </a>
                    {hijri ? (
                      <span data-slot="hijri-day" className="min-w-0 truncate text-[0.7rem] text-muted-foreground">
                        <span className="@max-2xl:hidden">{format.hijriDay(d)}</span>
                        <span className="@2xl:hidden">{format.hijriNumber(d)}</span>
                      </span>
                    ) : null}
                  </div>
                  <ReviewCount count={props.reviews[d] ?? 0} date={d} today={today} compact />
                  {list.length > 0 ? (
                    <ul className="flex flex-col gap-0.5 @max-2xl:flex-row @max-2xl:flex-wrap @max-2xl:items-center @max-2xl:gap-1">
                      {list.slice(0, MONTH_CELL_ITEMS).map((item) => (
                        <li
                          key={item.id}
                          data-slot="calendar-item"
                          data-kind={item.kind}
                          data-date={item.date}
                          className={monthItemClass(item)}
                          title={item.courseTitle ? `${item.title} · ${item.courseTitle}` : item.title}
                        >
                          {item.time ? `${format.time(item.time)} ${item.title}` : item.title}
                        </li>
                      ))}
                      {/* Narrow: how many the day holds, beside its dots (screen readers hear the items). */}
                      <li
                        aria-hidden="true"
                        data-slot="day-count"
                        className="hidden text-[0.7rem] leading-none font-semibold text-muted-foreground @max-2xl:block"
                      >
                        {format.count(total)}
                      </li>
                    </ul>
                  ) : null}
                  {hidden > 0 ? (
                    <a
                      className="text-xs text-primary hover:underline @max-2xl:sr-only"
                      data-discover="true"
                      href={dayHref}
                    >
                      {t("calendar:item.more", { count: hidden })}
                    </a>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A month item is one element: its course's dot is the item's ::before, and its time and title one
 * text. Three elements an item (a dot, a text and the item), and two text nodes with React's marker
 * between them, were most of a full month's markup (decision 031). Classes are made once per state.
 */
const MONTH_ITEM =
  "block truncate rounded px-1 text-xs before:me-1 before:inline-block before:size-2 before:rounded-full before:align-middle @max-2xl:p-0 @max-2xl:text-[0px] @max-2xl:leading-none @max-2xl:before:me-0";
const MONTH_ITEM_CLASSES = [...COURSE_BEFORE_DOT, "before:bg-muted-foreground"].map((dot) => {
  const base = `${MONTH_ITEM} ${dot}`;
  return {
    plain: base,
    overdue: `${base} text-destructive`,
    done: `${base} line-through`,
    both: `${base} text-destructive line-through`,
  };
});
function monthItemClass(item: CalendarItem): string {
  const classes = MONTH_ITEM_CLASSES[item.color ?? COURSE_BEFORE_DOT.length]!;
  return item.overdue ? (item.done ? classes.both : classes.overdue) : item.done ? classes.done : classes.plain;
}

/** Days as a list, each with its items in full: the agenda (phones), the week view and the month's selected day. */
export function DayList({
  days,
  slot = "day-list",
  ...props
}: ViewProps & { days: string[]; skipEmpty: boolean; slot?: string }) {
  const { t } = useTranslation();
  const items = byDate(props.items);
  const shown = props.skipEmpty ? days.filter((d) => items.has(d) || props.reviews[d] || d === props.today) : days;
  if (shown.length === 0) return <p className="text-muted-foreground">{t("calendar:item.noItems")}</p>;
  return (
    <ol data-slot={slot} className="flex flex-col gap-4">
      {shown.map((d) => (
        <li key={d} data-date={d} aria-current={d === props.today ? "date" : undefined} className="flex flex-col gap-2">
          <h3 className={cn("flex flex-wrap items-baseline gap-2 font-semibold", d === props.today && "text-primary")}>
            <span>{props.format.long(d)}</span>
            {d === props.today ? <span className="text-xs">({t("calendar:item.todayBadge")})</span> : null}
            {props.hijri ? (
              <span className="text-xs font-normal text-muted-foreground">{props.format.hijri(d)}</span>
            ) : null}
          </h3>
          <ReviewCount count={props.reviews[d] ?? 0} date={d} today={props.today} />
          {(items.get(d) ?? []).length === 0 ? (
            props.reviews[d] ? null : (
              <p className="text-sm text-muted-foreground">{t("calendar:item.noItems")}</p>
            )
          ) : (
            <ul className="flex flex-col gap-2">
              {(items.get(d) ?? []).map((item) => (
                <li key={item.id}>
                  <CalendarItemCard item={item} format={props.format} editHref={props.editHref(item.id)} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * A day's review questions: today's (and a late day's) link to the review session, a later day's only
 * say how many are planned. Nothing on a day without any.
 */
function ReviewCount({
  count,
  date,
  today,
  compact = false,
}: {
  count: number;
  date: string;
  today: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const text = t(compact ? "calendar:reviews.short" : "calendar:reviews.count", { count });
  const className = cn(
    "flex items-center gap-1 rounded bg-primary-soft px-1 text-xs font-medium",
    // Narrow month cells: a ringed dot (the selected day's list says how many); screen readers keep the text.
    compact
      ? "mb-0.5 truncate @max-2xl:inline-flex @max-2xl:bg-transparent @max-2xl:p-0 @max-2xl:text-[0px] @max-2xl:before:size-2 @max-2xl:before:rounded-full @max-2xl:before:bg-primary @max-2xl:before:ring-2 @max-2xl:before:ring-primary-soft"
      : "self-start px-2 py-1 text-sm",
  );
  return date <= today ? (
    <a
      href="/review"
      className={cn(className, "text-primary hover:underline")}
      data-slot="review-count"
      data-date={date}
    >
      {text}
    </a>
  ) : (
    <p className={className} data-slot="review-count" data-date={date}>
      {text}
    </p>
  );
}

export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));
