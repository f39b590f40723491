import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetTrigger } from "@masar/ui/sheet";

export interface LessonsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The trigger button, as the player draws it before this chunk arrives. */
  trigger: ReactNode;
  children: ReactNode;
}

/**
 * The lesson list as a sheet on phones: Radix Dialog with its focus trap, layers and scroll lock, a chunk
 * of its own fetched when its button is wanted (the player's first load; decision 023), never on wide screens.
 */
export function LessonsSheet({ open, onOpenChange, title, trigger, children }: LessonsSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="end" title={title} className="overflow-y-auto">
        {children}
      </SheetContent>
    </Sheet>
  );
}
