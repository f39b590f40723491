import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CalendarDays } from "lucide-react";
import type { Weekday } from "@masar/domain/calendar-date";
import { fieldControl, fieldSizes } from "../lib/field-control";
import { isIsoDate } from "../lib/date-picking";
import { dates } from "../lib/intl";
import { useEnhancedValue } from "../lib/use-enhanced-value";
import { cn } from "../lib/utils";
import { useLocale } from "./locale-provider";

const dateFieldVariants = cva(
  [fieldControl, "flex items-center justify-between gap-2 px-3 text-start data-[invalid]:border-destructive"],
  fieldSizes,
);

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

// The calendar (Radix Dialog and the grid) is a chunk of its own, fetched when the field is pointed at,
// focused or opened: a page with a date field does not load a dialog on its first load (decision 032).
const loadCalendar = () => import("./date-field-calendar");
const LazyCalendar = React.lazy(() => loadCalendar().then((m) => ({ default: m.DateFieldCalendar })));

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
  const {
    hydrated,
    value,
    change: choose,
    native,
  } = useEnhancedValue({
    controlled,
    defaultValue,
    onValueChange,
    valid: isIsoDate,
  });
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement | null>(null);

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
  const prefetch = () => void loadCalendar();
  return (
    <>
      <button
        ref={button}
        type="button"
        id={id}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={labelledBy ? `${labelledBy} ${id}-value` : undefined}
        aria-describedby={describedBy}
        data-invalid={invalid || undefined}
        data-slot="date-field"
        data-size={size ?? "md"}
        className={cn(dateFieldVariants({ size }), className)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={cn("truncate", !value && "text-muted-foreground")}>
          {value ? long.format(utc(value)) : (placeholder ?? t("chooseDate"))}
        </span>
        <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </button>
      {name ? <input type="hidden" name={name} form={form} value={value} data-slot="date-field-value" /> : null}
      {open ? (
        <React.Suspense fallback={null}>
          <LazyCalendar
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
            onClose={() => setOpen(false)}
            returnFocus={() => button.current?.focus()}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

export { DateField, dateFieldVariants };
