import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldError, Input, Label, Textarea } from "@masar/ui/input";
import { cn } from "@masar/ui/utils";

/** Field errors are i18n keys (one schema for client and server); this shows them in the current language. */
export function useFieldErrors() {
  const { t } = useTranslation();
  return (errors: string[] | undefined) =>
    errors?.length ? errors.map((e) => t(e, { minutes: "15" })).join(" ") : null;
}

interface TextFieldProps {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "password" | "url";
  hint?: string;
  autoComplete?: string;
  dir?: "ltr" | "rtl" | "auto";
  className?: string;
}

export function TextField({ field, label, type = "text", hint, autoComplete, dir, className }: TextFieldProps) {
  const errorText = useFieldErrors()(field.errors);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      <Input {...props} key={props.key} autoComplete={autoComplete} dir={dir} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId}>{errorText}</FieldError>
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  className,
}: {
  field: FieldMetadata<string>;
  label: string;
  className?: string;
}) {
  const errorText = useFieldErrors()(field.errors);
  const props = getTextareaProps(field);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      <Textarea {...props} key={props.key} rows={6} />
      <FieldError id={field.errorId}>{errorText}</FieldError>
    </div>
  );
}

/**
 * Form-level errors are i18n keys, optionally with a wait in minutes after a "|" (rate limits):
 * "auth.throttled|12" → "Too many attempts. Please wait 12 minutes...".
 */
export function useFormErrors() {
  const { t } = useTranslation();
  return (errors: string[] | undefined) =>
    errors?.map((error) => {
      const [key, minutes] = error.split("|");
      return t(key!, { minutes: Number(minutes) });
    });
}

/** A form-level error (for example wrong credentials), announced when it appears. */
export function FormError({ id, children }: { id?: string; children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      {children}
    </p>
  );
}
