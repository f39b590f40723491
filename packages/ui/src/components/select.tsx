import * as React from "react";
import { ChevronDown } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/utils";

const selectVariants = cva(
  "w-full appearance-none rounded-md border border-input bg-background ps-3 pe-9 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 md:text-sm",
  {
    variants: { size: { sm: "h-8", md: "h-10", lg: "h-12" } },
    defaultVariants: { size: "md" },
  },
);

export interface SelectProps
  extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "size">,
    VariantProps<typeof selectVariants> {}

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
