import * as React from "react";
import { Menu } from "lucide-react";
import type { MobileMenuSheetProps } from "./mobile-menu-sheet";

// The sheet (Radix Dialog, its focus trap and layers) is a chunk of its own: most visits never open the
// phone menu, so a first visit does not download it (decision 019). It is fetched when the trigger is
// pointed at, touched or focused, and opens once here; a click before then opens it on arrival.
const loadSheet = () => import("./mobile-menu-sheet");
const LazySheet = React.lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/**
 * The phone menu in the browser: until its sheet is wanted, a trigger that looks and reads the same
 * (a button named by `label` that opens a dialog); then the sheet with its own trigger.
 */
function MobileMenu(props: MobileMenuSheetProps) {
  const { open, onOpenChange, label, triggerClassName } = props;
  const [wanted, setWanted] = React.useState(open);
  const prefetch = () => void loadSheet();
  const trigger = (
    <button
      type="button"
      className={triggerClassName}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      data-slot="mobile-menu-trigger"
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setWanted(true);
        onOpenChange(true);
      }}
    >
      <Menu className="size-5" aria-hidden="true" />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <React.Suspense fallback={trigger}>
      <LazySheet {...props} />
    </React.Suspense>
  );
}

export { MobileMenu };
