import * as React from "react";

/** How a face was asked to open its menu: from the keyboard, the menu focuses its first item once loaded. */
export interface MenuWish {
  keyboard: boolean;
}

export interface MenuFaceProps
  extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick" | "onKeyDown" | "onFocus"> {
  /** Fetches the menu's chunk; called on intent, and may be called many times. */
  load: () => Promise<unknown>;
  /** The user asked for the menu: a click, Enter or Space, or ArrowDown. Runs inside a transition. */
  onWant: (wish: MenuWish) => void;
}

/**
 * The trigger of a menu whose code is a chunk of its own (decision 023): a button that looks and reads
 * as Radix's closed trigger (`aria-haspopup`, `aria-expanded`, `data-state`), so pages render and hydrate
 * it without Radix. Pointing at it, pressing on it or focusing it fetches the chunk; a click, Enter, Space
 * or ArrowDown asks for the menu. The wish runs in a transition: React keeps this very button on screen
 * and focused while the chunk is on its way, and the menu opens as soon as it is here, from one click.
 */
export function MenuFace({ load, onWant, ...props }: MenuFaceProps) {
  const prefetch = () => void load().catch(() => {});
  const want = (keyboard: boolean) => React.startTransition(() => onWant({ keyboard }));
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      // Enter and Space fire a click with no pointer behind it (detail 0): a keyboard opening.
      onClick={(event) => want(event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        want(true);
      }}
    />
  );
}
