// The form fields that are the kit's own controls named by their label (date, time, file), on a conform field.
import type { ReactNode } from "react";
import { DEFAULT_WEEK_START, type Weekday } from "@masar/domain/calendar-date";
import { DateField as KitDateField } from "@masar/ui/date-field";
import { FileField as KitFileField } from "@masar/ui/file-field";
import { Label } from "@masar/ui/input";
import { TimeField as KitTimeField } from "@masar/ui/time-field";
import { cn } from "@masar/ui/utils";
import { FieldFoot, useMessages, type AnyField, type FieldProps } from "./fields";

/** The ids a date or time control is described by: its hint, and its error while there is one. */
function describedBy(field: AnyField, hint: string | undefined, error: string | null): string | undefined {
  return [hint ? `${field.id}-hint` : null, error ? field.errorId : null].filter(Boolean).join(" ") || undefined;
}

const firstValue = (field: AnyField) => (typeof field.initialValue === "string" ? field.initialValue : "");

/** What the kit's labelled controls (date, time, file) take from a field: names, ids and its state. */
interface ControlProps {
  id: string;
  name: string;
  form: string;
  "aria-labelledby": string;
  "aria-describedby": string | undefined;
  "aria-invalid": boolean;
}

/**
 * The frame of a kit control named by its label's id (DateField, TimeField, FileField): the label, the
 * control given the field's names, ids and state, then the hint and the error it is described by.
 */
function LabelledControl({
  field,
  label,
  hint,
  className,
  children,
}: Omit<FieldProps, "field"> & { field: AnyField; children: (props: ControlProps) => ReactNode }) {
  const error = useMessages()(field.errors);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label id={`${field.id}-label`} htmlFor={field.id}>
        {label}
      </Label>
      {children({
        id: field.id,
        name: field.name,
        form: field.formId,
        "aria-labelledby": `${field.id}-label`,
        "aria-describedby": describedBy(field, hint, error),
        "aria-invalid": Boolean(error),
      })}
      <FieldFoot id={field.id} errorId={field.errorId} hint={hint} error={error} />
    </div>
  );
}

/**
 * A date in the reader's language and digits (the kit's DateField, weeks from the calendar's first day:
 * Saturday unless the reader chose otherwise),
 * sent as "YYYY-MM-DD" like the native date input it is before scripts run. `min`, `max` and `today` are
 * "YYYY-MM-DD"; the server checks the date again.
 */
export function DateField({
  field,
  label,
  hint,
  className,
  min,
  max,
  today,
  weekStartsOn = DEFAULT_WEEK_START,
  onValueChange,
}: Omit<FieldProps, "field"> & {
  field: AnyField;
  min?: string;
  max?: string;
  today?: string;
  /** The first day of the calendar's weeks: the reader's calendar setting where it is known. */
  weekStartsOn?: Weekday;
  onValueChange?: (value: string) => void;
}) {
  return (
    <LabelledControl field={field} label={label} hint={hint} className={className}>
      {(control) => (
        <KitDateField
          key={field.key}
          {...control}
          defaultValue={firstValue(field)}
          min={min}
          max={max}
          today={today}
          weekStartsOn={weekStartsOn}
          onValueChange={onValueChange}
        />
      )}
    </LabelledControl>
  );
}

/**
 * A time of day in the reader's language and clock (the kit's TimeField: "١٠:٣٠ م", "22:30"), sent as
 * "HH:MM" like the native time input it is before scripts run; optional unless `required`.
 */
export function TimeField({
  field,
  label,
  hint,
  className,
  required = false,
}: Omit<FieldProps, "field"> & { field: AnyField; required?: boolean }) {
  return (
    <LabelledControl field={field} label={label} hint={hint} className={className}>
      {(control) => <KitTimeField key={field.key} {...control} defaultValue={firstValue(field)} required={required} />}
    </LabelledControl>
  );
}

/**
 * A file in the reader's language (the kit's FileField: "Choose a file", the chosen file's name and size
 * in the reader's units); `accept` narrows the picker, the server still checks each file by its content.
 */
export function FileField({
  field,
  label,
  hint,
  className,
  accept,
}: Omit<FieldProps, "field"> & { field: AnyField; accept: string }) {
  return (
    <LabelledControl field={field} label={label} hint={hint} className={className}>
      {(control) => <KitFileField key={field.key} {...control} accept={accept} />}
    </LabelledControl>
  );
}
