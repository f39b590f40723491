import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { CalendarDays, ChevronLeft, ChevronRight, X } from "lucide-react";
import { addDays, monthGrid, type Weekday } from "@masar/domain/calendar-date";
import { fieldControl, fieldSizes } from "../lib/field-control";
import { clampDate, isIsoDate, moveInGrid, shiftMonths } from "../lib/date-picking";
import { dates } from "../lib/intl";
import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";
import { useLocale } from "./locale-provider";

const dateFieldVariants = cva(
  [fieldControl, "flex items-center justify-between gap-2 px-3 text-start data-[invalid]:border-destructive"],
  fieldSizes,
);

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Today in the browser's own zone, as "YYYY-MM-DD" (the field's default for `today`). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface DateFieldProps extends VariantProps<typeof dateFieldVariants> {
  /** The control's id: give the field's `Label` the same `htmlFor`. */
  id: string;
  /** The form field's name: the chosen date is sent under it as "YYYY-MM-DD" (empty when none). */
  name?: string;
  /** The chosen date ("YYYY-MM-DD"), for a controlled field. */
  value?: string;
  /** The first date ("YYYY-MM-DD" or empty), for an uncontrolled field. @defaultValue "" */
  defaultValue?: string;
  /** Called with the new "YYYY-MM-DD" (or "" when cleared). */
  onValueChange?: (value: string) => void;
  /** The earliest date that can be chosen ("YYYY-MM-DD"). */
  min?: string;
  /** The latest date that can be chosen ("YYYY-MM-DD"). */
  max?: string;
  /** The day the calendar's weeks start on, Sunday 0 to Saturday 6. @defaultValue 6 */
  weekStartsOn?: Weekday;
  /** The date marked as today ("YYYY-MM-DD"); the browser's own date when omitted. */
  today?: string;
  /** Offer a Clear button in the calendar (an optional date). @defaultValue true */
  clearable?: boolean;
  /** The text shown while no date is chosen; the kit's "Choose a date" when omitted. */
  placeholder?: string;
  /** Disables the control. @defaultValue false */
  disabled?: boolean;
  /** The id of the form the hidden value belongs to, when the field sits outside it. */
  form?: string;
  /** The id of the field's visible label: the control is named by it and its current date. */
  "aria-labelledby"?: string;
  /** Ids of the hint and error texts. */
  "aria-describedby"?: string;
  /** Marks the field as failing validation (a red border, announced). @defaultValue false */
  "aria-invalid"?: boolean;
  /** The field's height, the same scale as `Input`. @defaultValue "md" */
  size?: VariantProps<typeof dateFieldVariants>["size"];
  /** Classes for the control (merged last). */
  className?: string;
}

/**
 * A date field in the reader's language: the chosen date written out ("١٥ مارس ٢٠٢٦"), a calendar in
 * a dialog (month and weekday names, Arabic-Indic digits in Arabic, weeks from `weekStartsOn`) driven by
 * the keyboard as the WAI-ARIA date picker dialog is, and the value sent as "YYYY-MM-DD" in a hidden
 * input, so the server reads what a native date input sends. Before the page's scripts run (or without
 * them) it is the native date input under the same name.
 */
function DateField({
  id,
  name,
  value: controlled,
  defaultValue = "",
  onValueChange,
  min,
  max,
  weekStartsOn = 6,
  today,
  clearable = true,
  placeholder,
  disabled = false,
  form,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
  "aria-invalid": invalid = false,
  size,
  className,
}: DateFieldProps) {
  const { lang, t } = useLocale();
  const hydrated = useHydrated();
  const [own, setOwn] = React.useState(isIsoDate(defaultValue) ? defaultValue : "");
  const value = controlled !== undefined ? (isIsoDate(controlled) ? controlled : "") : own;
  const [open, setOpen] = React.useState(false);
  const native = React.useRef<HTMLInputElement | null>(null);

  const choose = React.useCallback(
    (next: string) => {
      if (controlled === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );

  // A date typed into the native input before the scripts arrived is kept: the element is gone from
  // the page by now, but it still holds its value.
  React.useEffect(() => {
    const typed = native.current?.value;
    if (typed && isIsoDate(typed) && typed !== value) choose(typed);
    // Once, when the field takes over from the native input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  if (!hydrated) {
    return (
      <input
        ref={native}
        type="date"
        id={id}
        name={name}
        form={form}
        defaultValue={value}
        min={min}
        max={max}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-slot="date-field-native"
        className={cn(dateFieldVariants({ size }), className)}
      />
    );
  }

  const long = dates(lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        id={id}
        disabled={disabled}
        aria-labelledby={labelledBy ? `${labelledBy} ${id}-value` : undefined}
        aria-describedby={describedBy}
        data-invalid={invalid || undefined}
        data-slot="date-field"
        data-size={size ?? "md"}
        className={cn(dateFieldVariants({ size }), className)}
      >
        <span id={`${id}-value`} className={cn("truncate", !value && "text-muted-foreground")}>
          {value ? long.format(utc(value)) : (placeholder ?? t("chooseDate"))}
        </span>
        <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </DialogPrimitive.Trigger>
      {name ? <input type="hidden" name={name} form={form} value={value} data-slot="date-field-value" /> : null}
      {open ? (
        <CalendarDialog
          value={value}
          min={min}
          max={max}
          weekStart={weekStartsOn}
          today={today ?? localToday()}
          clearable={clearable}
          onChoose={(next) => {
            choose(next);
            setOpen(false);
          }}
        />
      ) : null}
    </DialogPrimitive.Root>
  );
}

interface CalendarDialogProps {
  value: string;
  min?: string;
  max?: string;
  weekStart: Weekday;
  today: string;
  clearable: boolean;
  onChoose: (value: string) => void;
}

/** The month grid in a modal dialog: focus starts on the chosen date (or today), Escape closes. */
function CalendarDialog({ value, min, max, weekStart, today, clearable, onChoose }: CalendarDialogProps) {
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
  );
}

export { DateField, dateFieldVariants };
