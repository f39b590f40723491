import * as React from "react";

/**
 * Props for a trigger whose real component is a chunk of its own (issue 19): the chunk is fetched when
 * the trigger is pointed at, touched or focused, so it has usually arrived by the time it is clicked.
 */
export function prefetchOnIntent(load: () => Promise<unknown>) {
  const prefetch = () => void load().catch(() => {});
  return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch } satisfies React.DOMAttributes<Element>;
}

/**
 * How a stand-in trigger was activated: by keyboard (Enter or Space fire a click with no pointer, ArrowDown
 * opens a menu as Radix's trigger does) the real menu focuses its first item, by pointer the menu itself.
 */
export function openedByKeyboard(event: React.MouseEvent | React.KeyboardEvent): boolean {
  return event.type === "keydown" || (event as React.MouseEvent).detail === 0;
}

/**
 * A Radix menu opened from the keyboard through a stand-in trigger: Radix only notices the keyboard from
 * keys pressed after the menu mounted, so it focuses the menu, not its first item as it does for a
 * keyboard opening. Give the returned ref to the menu's content.
 */
export function useFocusFirstItem<T extends HTMLElement>(open: boolean, enabled: boolean) {
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
