import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "../lib/utils";
import { useLocale } from "./locale-provider";

const Sheet = DialogPrimitive.Root;
const SheetTrigger = DialogPrimitive.Trigger;
const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-background p-6 shadow-xl", {
  variants: {
    side: {
      start: "inset-y-0 start-0 h-full w-4/5 max-w-sm border-e",
      end: "inset-y-0 end-0 h-full w-4/5 max-w-sm border-s",
      top: "inset-x-0 top-0 border-b",
      bottom: "inset-x-0 bottom-0 border-t",
    },
  },
  defaultVariants: { side: "start" },
});

export interface SheetContentProps
  extends React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
    VariantProps<typeof sheetVariants> {
  /** The edge it slides from, logical: "start" is the right edge in Arabic, the left in English. @defaultValue "start" */
  side?: VariantProps<typeof sheetVariants>["side"];
  /** The sheet's heading, read by screen readers when it opens. */
  title: string;
}

/** A side panel (the mobile menu). `side` is logical: "start" is the right edge in Arabic. */
const SheetContent = React.forwardRef<React.ElementRef<typeof DialogPrimitive.Content>, SheetContentProps>(
  function SheetContent({ side = "start", className, children, title, ...props }, ref) {
    const { dir, t } = useLocale();
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          ref={ref}
          dir={dir}
          data-slot="sheet-content"
          data-side={side}
          aria-describedby={undefined}
          className={cn(sheetVariants({ side }), className)}
          {...props}
        >
          <div className="flex items-center justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-md p-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t("closeMenu")}
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

export { Sheet, SheetTrigger, SheetClose, SheetContent, sheetVariants };
