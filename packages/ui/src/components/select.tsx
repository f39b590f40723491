import * as React from "react";
import { ChevronDown } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";
import { fieldControl, fieldSizes } from "../lib/field-control";
import { cn } from "../lib/utils";

const selectVariants = cva([fieldControl, "appearance-none ps-3 pe-9"], fieldSizes);

export interface SelectProps
  extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "size">,
    VariantProps<typeof selectVariants> {
  /** The field's height, the same scale as `Input` (the HTML `size` attribute is not used). @defaultValue "md" */
  size?: VariantProps<typeof selectVariants>["size"];
}

/**
 * A styled native select: it works without JavaScript inside GET forms, is announced correctly by
 * screen readers and opens the platform's own picker on phones.
 */
const Select = React.forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, size, children, ...props },
  ref,
) {
  return (
    <div data-slot="select-wrapper" className="relative">
      <select
        ref={ref}
        data-slot="select"
        data-size={size ?? "md"}
        className={cn(selectVariants({ size }), className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
});

export { Select, selectVariants };
