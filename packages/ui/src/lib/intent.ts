import * as React from "react";

/**
 * The open state of a menu whose chunk has just loaded because its face was asked to open (lib/menu-face):
 * it mounts open, and a keyboard opening focuses the first item. Give `ref` to the menu's content.
 */
export function useLoadedMenu<T extends HTMLElement>(
  openProp: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
  keyboard: boolean,
) {
  const [openState, setOpenState] = React.useState(true);
  // Only the opening through the face is one the menu must finish itself; later ones are Radix's own.
  const [focusFirst, setFocusFirst] = React.useState(keyboard);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setFocusFirst(false);
    onOpenChange?.(next);
  };
  return { open, setOpen, ref: useFocusFirstItem<T>(open, focusFirst) };
}

/**
 * A Radix menu opened from the keyboard through a face: Radix only notices the keyboard from keys pressed
 * after the menu mounted, so it focuses the menu, not its first item as it does for a keyboard opening.
 * Give the returned ref to the menu's content.
 */
function useFocusFirstItem<T extends HTMLElement>(open: boolean, enabled: boolean) {
  const ref = React.useRef<T>(null);
  React.useEffect(() => {
    if (!open || !enabled) return;
    const frame = requestAnimationFrame(() =>
      ref.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, enabled]);
  return ref;
}
