import * as React from "react";
import { fieldControl } from "../lib/field-control";
import { hourOf12, isIsoTime, isoTime, minuteChoices, timeParts } from "../lib/date-picking";
import { dates, numbers } from "../lib/intl";
import { useEnhancedValue } from "../lib/use-enhanced-value";
import { cn } from "../lib/utils";
import { useLocale } from "./locale-provider";
import { Select } from "./select";

/** Whether the language writes times on a 12-hour clock (Arabic: "١٠:٠٠ م") or a 24-hour one ("22:00"). */
function twelveHour(lang: string): boolean {
  const cycle = dates(lang, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h11" || cycle === "h12";
}

/** The language's words for before and after noon ("ص"/"م", "am"/"pm"). */
function periodNames(lang: string): Record<"am" | "pm", string> {
  const f = dates(lang, { hour: "numeric", hourCycle: "h12", timeZone: "UTC" });
  const name = (hour: number) =>
    f.formatToParts(new Date(Date.UTC(1970, 0, 1, hour))).find((p) => p.type === "dayPeriod")?.value ?? "";
  return { am: name(9) || "AM", pm: name(21) || "PM" };
}

export interface TimeFieldProps {
  /** The first control's id (the hour): give the field's `Label` the same `htmlFor`. */
  id: string;
  /** The form field's name: the time is sent under it as "HH:MM" on a 24-hour clock (empty when none). */
  name?: string;
  /** The time ("HH:MM"), for a controlled field. */
  value?: string;
  /** The first time ("HH:MM" or empty), for an uncontrolled field. @defaultValue "" */
  defaultValue?: string;
  /** Called with the new "HH:MM" (or "" when the time is removed). */
  onValueChange?: (value: string) => void;
  /** A time must be given: no "no time" choice. @defaultValue false */
  required?: boolean;
  /** The minutes offered, every `minuteStep` (a time off the step keeps its own minute). @defaultValue 5 */
  minuteStep?: number;
  /** Disables the controls. @defaultValue false */
  disabled?: boolean;
  /** The id of the form the hidden value belongs to, when the field sits outside it. */
  form?: string;
  /** The id of the field's visible label: it names the group of hour, minute and period. */
  "aria-labelledby"?: string;
  /** Ids of the hint and error texts. */
  "aria-describedby"?: string;
  /** Marks the field as failing validation (a red border, announced). @defaultValue false */
  "aria-invalid"?: boolean;
  /** Classes for the control (merged last). */
  className?: string;
}

/**
 * A time of day in the reader's language: hour and minute (and, where the language's clock has 12 hours,
 * the period: "ص"/"م") as native selects with the language's digits, sent as "HH:MM" on a 24-hour clock
 * in a hidden input, so the server reads what a native time input sends. Before the page's scripts run
 * (or without them) it is the native time input under the same name.
 */
function TimeField({
  id,
  name,
  value: controlled,
  defaultValue = "",
  onValueChange,
  required = false,
  minuteStep = 5,
  disabled = false,
  form,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
  "aria-invalid": invalid = false,
  className,
}: TimeFieldProps) {
  const { lang, t } = useLocale();
  const { hydrated, value, change, native } = useEnhancedValue({
    controlled,
    defaultValue,
    onValueChange,
    valid: isIsoTime,
  });
  const [pendingPeriod, setPendingPeriod] = React.useState<"am" | "pm">("am");

  if (!hydrated) {
    return (
      <input
        ref={native}
        type="time"
        id={id}
        name={name}
        form={form}
        defaultValue={value}
        required={required}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-slot="time-field-native"
        className={cn(fieldControl, "h-10 px-3", className)}
      />
    );
  }

  const twelve = twelveHour(lang);
  const parts = value ? timeParts(value) : null;
  const period = parts?.period ?? pendingPeriod;
  const two = numbers(lang, { minimumIntegerDigits: 2 });
  const plain = numbers(lang);
  const hours = twelve ? [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] : Array.from({ length: 24 }, (_, h) => h);
  const shownHour = parts ? (twelve ? parts.hour % 12 || 12 : parts.hour) : null;
  const set = (hour: number | null, minute: number, nextPeriod: "am" | "pm") => {
    if (hour === null) return change("");
    change(isoTime(twelve ? hourOf12(hour, nextPeriod) : hour, minute));
  };
  const selectClass = cn("px-2 ps-2 pe-7", invalid && "border-destructive");
  const names = periodNames(lang);

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-slot="time-field"
      data-invalid={invalid || undefined}
      className={cn("flex flex-wrap items-center gap-2", className)}
    >
      <div dir="ltr" className="flex items-center gap-1">
        <div className="w-28">
          <Select
            id={id}
            aria-label={t("hour")}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={shownHour === null ? "" : String(shownHour)}
            onChange={(e) => set(e.target.value === "" ? null : +e.target.value, parts?.minute ?? 0, period)}
            className={selectClass}
            data-slot="time-field-hour"
          >
            {!required || shownHour === null ? <option value="">{required ? "--" : t("noTime")}</option> : null}
            {hours.map((h) => (
              <option key={h} value={h}>
                {twelve ? plain.format(h) : two.format(h)}
              </option>
            ))}
          </Select>
        </div>
        <span aria-hidden="true">:</span>
        <div className="w-20">
          <Select
            aria-label={t("minute")}
            aria-invalid={invalid || undefined}
            disabled={disabled || shownHour === null}
            value={parts ? String(parts.minute) : ""}
            onChange={(e) => set(shownHour, +e.target.value, period)}
            className={selectClass}
            data-slot="time-field-minute"
          >
            {parts ? null : <option value="">--</option>}
            {minuteChoices(minuteStep, parts?.minute).map((m) => (
              <option key={m} value={m}>
                {two.format(m)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {twelve ? (
        <div className="w-20">
          <Select
            aria-label={t("dayPeriod")}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={period}
            onChange={(e) => {
              const next = e.target.value === "pm" ? "pm" : "am";
              setPendingPeriod(next);
              if (parts) set(shownHour, parts.minute, next);
            }}
            className={selectClass}
            data-slot="time-field-period"
          >
            <option value="am">{names.am}</option>
            <option value="pm">{names.pm}</option>
          </Select>
        </div>
      ) : null}
      {name ? <input type="hidden" name={name} form={form} value={value} data-slot="time-field-value" /> : null}
    </div>
  );
}

export { TimeField };
