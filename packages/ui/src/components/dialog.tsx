import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "../lib/utils";
import { useLocale } from "./locale-provider";

const Dialog = DialogPrimitive.Root;
const DialogTrigger = DialogPrimitive.Trigger;
const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** The dialog's heading, read by screen readers when it opens. */
  title: string;
  /** What the dialog is about: for a confirmation, what will happen, named. Read after the title. */
  description?: React.ReactNode;
  /**
   * `alertdialog` for a confirmation of something that cannot be undone: a click outside does not close
   * it (Escape and the cancel button do). @defaultValue "dialog"
   */
  role?: "dialog" | "alertdialog";
}

/**
 * A modal dialog (Radix Dialog), centred: focus is trapped inside and comes back to the trigger, Escape
 * closes it. Its contents take the page's direction.
 */
const DialogContent = React.forwardRef<React.ElementRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent({ className, children, title, description, role = "dialog", ...props }, ref) {
    const { dir, t } = useLocale();
    const alert = role === "alertdialog";
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          ref={ref}
          dir={dir}
          role={role}
          data-slot="dialog-content"
          data-role={role}
          // Without a description there is nothing to point at (Radix warns otherwise).
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
          onInteractOutside={alert ? (event) => event.preventDefault() : undefined}
          className={cn(
            "fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-auto max-w-lg -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl",
            className,
          )}
          {...props}
        >
          <div data-slot="dialog-header" className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-2">
              <DialogPrimitive.Title data-slot="dialog-title" className="text-lg font-bold">
                {title}
              </DialogPrimitive.Title>
              {description === undefined ? null : (
                <DialogPrimitive.Description data-slot="dialog-description" className="text-sm">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              className="-m-2 shrink-0 rounded-md p-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t("close")}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);

/** The dialog's actions, at its end: the safe one first, the act last (the start-to-end reading order). */
function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div data-slot="dialog-footer" className={cn("flex flex-wrap justify-end gap-2", className)} {...props} />;
}

export { Dialog, DialogTrigger, DialogClose, DialogContent, DialogFooter };
