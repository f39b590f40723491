import * as React from "react";
import { AppLink } from "../components/link";
import { MenuFace, type MenuWish } from "./menu-face";
import { useHydrated } from "./use-hydrated";

/** What the loaded menu draws its own trigger from (the face's very parts), and how it was asked to open. */
export interface LoadedMenuTrigger {
  /** The caller's controlled open state, if any. */
  open: boolean | undefined;
  /** The caller's callback: the loaded menu reports its openings and closings to it. */
  onOpenChange: ((open: boolean) => void) | undefined;
  /** The trigger's accessible name, as the face had it. */
  label: string;
  /** The trigger's classes, as the face had them. */
  triggerClass: string;
  /** What the trigger shows, drawn by the face. */
  face: React.ReactNode;
  /** Asked from the keyboard before the chunk had loaded: the menu focuses its first item (`useLoadedMenu`). */
  keyboard: boolean;
}

export interface LazyMenuTriggerProps {
  /** The trigger's `data-slot`, the same on the link, the face and the loaded menu's trigger. */
  slot: string;
  /** The trigger's accessible name. */
  label: string;
  /** The trigger's classes. */
  triggerClass: string;
  /** What the trigger shows (an icon and a badge, an avatar), drawn the same before and after loading. */
  face: React.ReactNode;
  /**
   * Where the trigger leads before scripts run (uncontrolled only). Without it the face waits for scripts
   * to open its menu.
   */
  fallbackHref?: string;
  /** Fetches the menu's chunk; called on intent, and may be called many times. */
  load: () => Promise<unknown>;
  /** Controlled open state: when true the menu is rendered without a wish. @defaultValue uncontrolled */
  open?: boolean;
  /** Called with true when the face is asked to open (the loaded menu reports later changes itself). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Renders the lazily loaded menu (a `React.lazy` component made at module level by the caller, so its
   * code is a chunk of its own), which draws its own trigger from the same slot and the parts given here.
   */
  menu: (trigger: LoadedMenuTrigger) => React.ReactNode;
}

/**
 * The trigger of a menu whose code is a chunk of its own (decision 032): a plain link before hydration,
 * then a face (`MenuFace`) that fetches the chunk on intent and records the wish to open, and the loaded
 * menu in its place once wanted. While the chunk is on its way the face stays on screen (Suspense's
 * fallback is that same face), so one click or key opens the menu on any network.
 */
export function LazyMenuTrigger({
  slot,
  label,
  triggerClass,
  face,
  fallbackHref,
  load,
  open,
  onOpenChange,
  menu,
}: LazyMenuTriggerProps) {
  const hydrated = useHydrated();
  const [wish, setWish] = React.useState<MenuWish | null>(null);
  // Without scripts the menu cannot open: the trigger is then a link, if the caller has a page for it.
  if (!hydrated && open === undefined && fallbackHref) {
    return (
      <AppLink href={fallbackHref} data-slot={slot} aria-label={label} className={triggerClass}>
        {face}
      </AppLink>
    );
  }
  const standIn = (
    <MenuFace
      data-slot={slot}
      aria-label={label}
      className={triggerClass}
      load={load}
      onWant={(next) => {
        setWish(next);
        onOpenChange?.(true);
      }}
    >
      {face}
    </MenuFace>
  );
  return (
    <React.Suspense fallback={standIn}>
      {wish || open
        ? menu({ open, onOpenChange, label, triggerClass, face, keyboard: wish?.keyboard ?? false })
        : standIn}
    </React.Suspense>
  );
}
