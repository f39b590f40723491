import * as React from "react";
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

export interface ProgressProps extends React.ComponentPropsWithoutRef<"div">, VariantProps<typeof progressVariants> {
  /** How far, from 0 to `max`; outside that range it is clamped to 0–100 first. @defaultValue 0 */
  value?: number | null;
  /** The value of a full bar; not a number above 0 means 100. @defaultValue 100 */
  max?: number;
  /** The text assistive technology reads for the value. @defaultValue the percentage, e.g. "40%" */
  getValueLabel?: (value: number, max: number) => string;
  /** The bar's thickness. @defaultValue "md" */
  size?: VariantProps<typeof progressVariants>["size"];
  /** The fill colour; `success` for a finished course. @defaultValue "primary" */
  tone?: VariantProps<typeof progressVariants>["tone"];
}

const percentLabel = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/**
 * A progress bar from 0 to 100 that fills from the start edge in both directions. Plain elements with
 * the attributes Radix Progress gives them (role, aria-value*, data-state/value/max): the kit's cards
 * show it on every catalogue page and the primitive added a context for two divs (decision 025).
 */
const Progress = React.forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { className, value, max: maxProp, getValueLabel = percentLabel, size, tone, ...props },
  ref,
) {
  const pct = Math.min(100, Math.max(0, value ?? 0));
  const max = typeof maxProp === "number" && maxProp > 0 ? maxProp : 100;
  // Radix's rule: a value above the maximum is no value (indeterminate).
  const current = pct <= max ? pct : null;
  const state = {
    "data-state": current === null ? "indeterminate" : current === max ? "complete" : "loading",
    "data-value": current ?? undefined,
    "data-max": max,
  };
  return (
    <div
      aria-valuemax={max}
      aria-valuemin={0}
      aria-valuenow={current ?? undefined}
      aria-valuetext={current === null ? undefined : getValueLabel(current, max)}
      role="progressbar"
      {...state}
      data-slot="progress"
      data-size={size ?? "md"}
      className={cn(progressVariants({ size, tone }), className)}
      {...props}
      ref={ref}
    >
      <div
        {...state}
        data-slot="progress-indicator"
        className="h-full rounded-full transition-[width]"
        style={{ width: `${pct}%` }}
      />
    </div>
  );
});

export { Progress, progressVariants };
