import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { addDays, monthGrid, type Weekday } from "@masar/domain/calendar-date";
import { clampDate, moveInGrid, shiftMonths } from "../lib/date-picking";
import { dates } from "../lib/intl";
import { cn } from "../lib/utils";
import { useLocale } from "./locale-provider";

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export interface DateFieldCalendarProps {
  /** The chosen date ("YYYY-MM-DD"), or "" for none. */
  value: string;
  /** The earliest date that can be chosen. */
  min?: string;
  /** The latest date that can be chosen. */
  max?: string;
  /** The day the weeks start on, Sunday 0 to Saturday 6. */
  weekStart: Weekday;
  /** The date marked as today. */
  today: string;
  /** Whether a Clear button empties the date. */
  clearable: boolean;
  /** Called with the chosen date, or "" when cleared. */
  onChoose: (value: string) => void;
  /** Called when the dialog is dismissed without a choice. */
  onClose: () => void;
  /** Puts focus back on the field's button once the dialog has gone. */
  returnFocus: () => void;
}

/**
 * The date field's calendar (`DateField` loads it when wanted): the month grid in a modal dialog, focus
 * on the chosen date (or today), Escape or the close button to leave it.
 */
export function DateFieldCalendar({
  value,
  min,
  max,
  weekStart,
  today,
  clearable,
  onChoose,
  onClose,
  returnFocus,
}: DateFieldCalendarProps) {
  const { lang, dir, t } = useLocale();
  const [focused, setFocused] = React.useState(() => clampDate(value || today, min, max));
  const grid = React.useRef<HTMLTableElement | null>(null);
  // Set by the keyboard: focus follows the focused date. The month buttons move it without taking focus.
  const follow = React.useRef(false);
  const month = focused.slice(0, 7);
  const weeks = monthGrid(month, weekStart);
  const f = (options: Intl.DateTimeFormatOptions) => dates(lang, { timeZone: "UTC", ...options });
  const heading = f({ month: "long", year: "numeric" }).format(utc(`${month}-01`));
  const dayNumber = f({ day: "numeric" });
  const fullDate = f({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const weekdayShort = f({ weekday: "short" });
  const weekdayLong = f({ weekday: "long" });
  const headingId = React.useId();
  const allowed = (date: string) => (!min || date >= min) && (!max || date <= max);

  const focusCell = (date: string) => grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  React.useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (next: string) => {
    follow.current = true;
    setFocused(clampDate(next, min, max));
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (allowed(focused)) onChoose(focused);
      return;
    }
    const next = moveInGrid(focused, { key: event.key, shiftKey: event.shiftKey, dir, weekStart });
    if (next === null) return;
    event.preventDefault();
    go(next);
  };
  const Previous = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;
  const navButton =
    "inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40";
  const firstOfMonth = `${month}-01`;
  const lastOfMonth = addDays(shiftMonths(firstOfMonth, 1), -1);

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="date-field-overlay" className="fixed inset-0 z-50 bg-black/30" />
        <DialogPrimitive.Content
          dir={dir}
          lang={lang}
          data-slot="date-field-calendar"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusCell(focused);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto flex w-[min(22rem,calc(100vw-2rem))] -translate-y-1/2 flex-col gap-3 rounded-lg border bg-background p-4 shadow-xl"
        >
          <DialogPrimitive.Title className="sr-only">{t("chooseDate")}</DialogPrimitive.Title>
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              className={navButton}
              aria-label={t("previousMonth")}
              disabled={Boolean(min && firstOfMonth <= min)}
              onClick={() => setFocused(clampDate(shiftMonths(focused, -1), min, max))}
              data-slot="date-field-previous"
            >
              <Previous className="size-5" aria-hidden="true" />
            </button>
            <h2 id={headingId} aria-live="polite" className="font-semibold" data-slot="date-field-month">
              {heading}
            </h2>
            <button
              type="button"
              className={navButton}
              aria-label={t("nextMonth")}
              disabled={Boolean(max && lastOfMonth >= max)}
              onClick={() => setFocused(clampDate(shiftMonths(focused, 1), min, max))}
              data-slot="date-field-next"
            >
              <Next className="size-5" aria-hidden="true" />
            </button>
          </div>
          <table
            ref={grid}
            role="grid"
            aria-labelledby={headingId}
            className="w-full border-collapse text-center"
            onKeyDown={onKeyDown}
          >
            <thead>
              <tr>
                {weeks[0]!.map((d) => (
                  <th
                    key={d}
                    scope="col"
                    abbr={weekdayLong.format(utc(d))}
                    className="pb-1 text-xs font-medium text-muted-foreground"
                  >
                    {weekdayShort.format(utc(d))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((d) => {
                    if (!d.startsWith(month)) return <td key={d} role="gridcell" />;
                    const selected = d === value;
                    const enabled = allowed(d);
                    return (
                      <td
                        key={d}
                        role="gridcell"
                        data-date={d}
                        tabIndex={d === focused ? 0 : -1}
                        aria-selected={selected}
                        aria-disabled={enabled ? undefined : true}
                        aria-current={d === today ? "date" : undefined}
                        aria-label={fullDate.format(utc(d))}
                        onClick={() => (enabled ? onChoose(d) : undefined)}
                        className={cn(
                          "size-10 cursor-pointer rounded-md text-sm focus-visible:outline-2 focus-visible:outline-ring",
                          selected ? "bg-primary font-semibold text-primary-foreground" : "hover:bg-muted",
                          d === today && !selected && "font-semibold text-primary underline underline-offset-4",
                          !enabled && "cursor-not-allowed text-muted-foreground/60 line-through hover:bg-transparent",
                        )}
                      >
                        {dayNumber.format(utc(d))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex items-center justify-between gap-2">
            {clearable && value ? (
              <button
                type="button"
                className="rounded-md px-3 py-1.5 text-sm text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => onChoose("")}
                data-slot="date-field-clear"
              >
                {t("clearDate")}
              </button>
            ) : (
              <span />
            )}
            <DialogPrimitive.Close className={navButton} aria-label={t("close")}>
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
