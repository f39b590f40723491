import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, Input, Label, Textarea } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import { cn } from "@masar/ui/utils";
import type { FormMessages } from "./messages";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, FormMessages>;
/** A field of any value type, for the controls that read only its names, ids, first value and errors. */
export type AnyField = Pick<
  FieldMetadata<unknown, Record<string, unknown>, FormMessages>,
  "id" | "name" | "formId" | "initialValue" | "errors" | "errorId"
> & { key?: string };

/** Messages in the current language, with their values interpolated. */
export function useMessages() {
  const { t } = useTranslation();
  return (messages: FormMessages | undefined) =>
    messages?.length ? messages.map((m) => t(m.key, m.values)).join(" ") : null;
}

/** Under a control: its hint and its error, with the ids the control's aria-describedby names. */
export function FieldFoot({
  id,
  errorId,
  hint,
  error,
}: {
  id: string;
  errorId: string;
  hint?: string;
  error: string | null;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );
}

export interface FieldProps {
  field: Field;
  label: string;
  hint?: string;
  className?: string;
}

/** Label, control, hint and error, tied together with ids for assistive technology. */
export function FieldFrame({ field, label, hint, className, children }: FieldProps & { children: ReactNode }) {
  const error = useMessages()(field.errors);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {children}
      <FieldFoot id={field.id} errorId={field.errorId} hint={hint} error={error} />
    </div>
  );
}

interface TextFieldProps extends FieldProps {
  /** Dates and times have fields of their own: DateField and TimeField. */
  type?: "text" | "email" | "password" | "url" | "number";
  autoComplete?: string;
  dir?: "ltr" | "rtl" | "auto";
  /** The language the field is written in, when it is not the page's (the bilingual course forms). */
  lang?: string;
  /** Focus on load: only where the page exists to fill this form in (sign-up reached from its link). */
  autoFocus?: boolean;
}

export function TextField({ type = "text", autoComplete, dir, lang, autoFocus, ...frame }: TextFieldProps) {
  const props = getInputProps(frame.field, {
    type,
    ariaDescribedBy: frame.hint ? `${frame.field.id}-hint` : undefined,
  });
  return (
    <FieldFrame {...frame}>
      <Input {...props} key={props.key} autoComplete={autoComplete} dir={dir} lang={lang} autoFocus={autoFocus} />
    </FieldFrame>
  );
}

/** E-mail addresses are Latin text: left to right even in an Arabic form. */
export function EmailField(props: FieldProps) {
  return <TextField {...props} type="email" autoComplete="email" dir="ltr" />;
}

export function PasswordField({
  autoComplete,
  ...props
}: FieldProps & { autoComplete: "current-password" | "new-password" }) {
  return <TextField {...props} type="password" autoComplete={autoComplete} dir="ltr" />;
}

export function TextAreaField({
  rows = 6,
  dir,
  lang,
  ...frame
}: FieldProps & { rows?: number; dir?: "ltr" | "rtl" | "auto"; lang?: string }) {
  const props = getTextareaProps(frame.field, { ariaDescribedBy: frame.hint ? `${frame.field.id}-hint` : undefined });
  return (
    <FieldFrame {...frame}>
      <Textarea {...props} key={props.key} rows={rows} dir={dir} lang={lang} />
    </FieldFrame>
  );
}

export function SelectField({ options, ...frame }: FieldProps & { options: { value: string; label: string }[] }) {
  const props = getSelectProps(frame.field);
  return (
    <FieldFrame {...frame}>
      <Select {...props} key={props.key}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

/**
 * A native checkbox with its label beside it: sent with the form before (and without) any script, as
 * "on" when ticked and not at all when not (the schemas read that as false).
 */
export function CheckboxField({ field, label, hint, className }: Omit<FieldProps, "field"> & { field: AnyField }) {
  const error = useMessages()(field.errors);
  const described = [hint ? `${field.id}-hint` : null, error ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={field.id}
          name={field.name}
          form={field.formId}
          defaultChecked={field.initialValue === "on" || field.initialValue === "true"}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="size-5 shrink-0 accent-primary"
        />
        <Label htmlFor={field.id}>{label}</Label>
      </div>
      <FieldFoot id={field.id} errorId={field.errorId} hint={hint} error={error} />
    </div>
  );
}

/** Native radio buttons in a fieldset whose legend is the question; the error is tied to each button. */
export function RadioField({
  options,
  field,
  label,
  className,
}: Omit<FieldProps, "field"> & { field: AnyField; options: { value: string; label: string }[] }) {
  const error = useMessages()(field.errors);
  return (
    <fieldset className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <div key={o.value} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${field.id}-${o.value}`}
              name={field.name}
              form={field.formId}
              value={o.value}
              defaultChecked={field.initialValue === o.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? field.errorId : undefined}
              className="size-5 accent-primary"
            />
            <Label htmlFor={`${field.id}-${o.value}`}>{o.label}</Label>
          </div>
        ))}
      </div>
      <FieldError id={field.errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** A form-level error (for example wrong credentials), announced when it appears. */
export function FormError({ id, messages }: { id?: string; messages: FormMessages | undefined }) {
  const text = useMessages()(messages);
  if (!text) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      {text}
    </p>
  );
}
