import type * as React from "react";
import { Menu } from "lucide-react";
import { Sheet, SheetContent, SheetTrigger } from "./sheet";

export interface MobileMenuSheetProps {
  /** Whether the sheet is open (controlled by `MobileMenu`). */
  open: boolean;
  /** Called when the sheet opens or closes. */
  onOpenChange: (open: boolean) => void;
  /** The trigger's accessible name ("Open menu"). */
  label: string;
  /** The sheet's heading ("Menu"). */
  title: string;
  /** The trigger's classes, the same as the server-rendered trigger it replaces. */
  triggerClassName: string;
  /** The menu's links. */
  children: React.ReactNode;
}

/** The phone menu's sheet (Radix Dialog) with its trigger; loaded by `MobileMenu` on first intent. */
function MobileMenuSheet({ open, onOpenChange, label, title, triggerClassName, children }: MobileMenuSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger className={triggerClassName} aria-label={label} data-slot="mobile-menu-trigger">
        <Menu className="size-5" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent side="start" title={title}>
        {children}
      </SheetContent>
    </Sheet>
  );
}

export { MobileMenuSheet };
