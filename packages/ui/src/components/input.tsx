import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { fieldControl, fieldSizes } from "../lib/field-control";
import { cn } from "../lib/utils";

const inputVariants = cva(
  [fieldControl, "min-w-0 px-3 placeholder:text-muted-foreground disabled:cursor-not-allowed"],
  fieldSizes,
);

export interface InputProps
  extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "size">,
    VariantProps<typeof inputVariants> {
  /** The field's height (the HTML `size` attribute is not used). @defaultValue "md" */
  size?: VariantProps<typeof inputVariants>["size"];
}

const Input = React.forwardRef<HTMLInputElement, InputProps>(function Input({ className, size, ...props }, ref) {
  return (
    <input
      ref={ref}
      data-slot="input"
      data-size={size ?? "md"}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
});

const Textarea = React.forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return (
      <textarea
        ref={ref}
        data-slot="textarea"
        className={cn(fieldControl, "min-h-28 px-3 py-2 placeholder:text-muted-foreground", className)}
        {...props}
      />
    );
  },
);

function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  return <label data-slot="label" className={cn("text-sm font-medium", className)} {...props} />;
}

/** Field error text; give it an id and point the control's aria-describedby at it. */
function FieldError({ className, children, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn("text-sm text-destructive", className)} {...props}>
      {children}
    </p>
  );
}

export { Input, Textarea, Label, FieldError, inputVariants };
