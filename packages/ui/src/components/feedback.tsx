import * as React from "react";
import { Loader2 } from "lucide-react";
import { cn } from "../lib/utils";
import { useLocale } from "./locale-provider";

/** A placeholder block shown while content loads. */
function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}

export interface SpinnerProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Text beside the spinner, also announced. @defaultValue the kit's "Loading..." */
  label?: string;
}

/** A polite live status with a spinning icon and the loading text. */
function Spinner({ className, label, ...props }: SpinnerProps) {
  const { t } = useLocale();
  return (
    <div
      data-slot="spinner"
      role="status"
      aria-live="polite"
      className={cn("flex items-center justify-center gap-2 py-10 text-muted-foreground", className)}
      {...props}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label ?? t("loading")}</span>
    </div>
  );
}

export interface EmptyStateProps extends Omit<React.HTMLAttributes<HTMLDivElement>, "title"> {
  /** The main message. */
  title: React.ReactNode;
  /** A hint below the title. */
  description?: React.ReactNode;
  /** An icon shown above the title. */
  icon?: React.ReactNode;
  /** A call to action, usually a Button. */
  action?: React.ReactNode;
}

function EmptyState({ className, title, description, icon, action, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center",
        className,
      )}
      {...props}
    >
      {icon ? <div className="text-muted-foreground [&_svg]:size-10">{icon}</div> : null}
      <p className="text-lg font-bold">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}

export { Skeleton, Spinner, EmptyState };
