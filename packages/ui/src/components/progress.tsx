import * as React from "react";
import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/utils";

const progressVariants = cva("relative w-full overflow-hidden rounded-full bg-muted", {
  variants: {
    size: { sm: "h-1.5", md: "h-2.5" },
    tone: {
      primary: "[&>[data-slot=progress-indicator]]:bg-primary",
      success: "[&>[data-slot=progress-indicator]]:bg-success",
    },
  },
  defaultVariants: { size: "md", tone: "primary" },
});

export interface ProgressProps
  extends React.ComponentPropsWithoutRef<typeof ProgressPrimitive.Root>,
    VariantProps<typeof progressVariants> {
  /** The bar's thickness. @defaultValue "md" */
  size?: VariantProps<typeof progressVariants>["size"];
  /** The fill colour; `success` for a finished course. @defaultValue "primary" */
  tone?: VariantProps<typeof progressVariants>["tone"];
}

/** A progress bar from 0 to 100 that fills from the start edge in both directions. */
const Progress = React.forwardRef<React.ElementRef<typeof ProgressPrimitive.Root>, ProgressProps>(function Progress(
  { className, value, size, tone, ...props },
  ref,
) {
  const pct = Math.min(100, Math.max(0, value ?? 0));
  return (
    <ProgressPrimitive.Root
      ref={ref}
      data-slot="progress"
      data-size={size ?? "md"}
      value={pct}
      className={cn(progressVariants({ size, tone }), className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full rounded-full transition-[width]"
        style={{ width: `${pct}%` }}
      />
    </ProgressPrimitive.Root>
  );
});

export { Progress, progressVariants };
