import * as React from "react";

/**
 * The open header menus, so toasts can stack below them: a toast must never hide the menu the user is
 * working in, and must stay visible itself (a failed delete's error appears while the bell is open).
 */
const layers = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let bottom = 0;

function measure() {
  let next = 0;
  for (const el of layers) next = Math.max(next, Math.ceil(el.getBoundingClientRect().bottom));
  if (next === bottom) return;
  bottom = next;
  for (const listener of listeners) listener();
}

const resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);

/** Registers an open overlay; returns the function that unregisters it. */
export function registerOverlay(el: HTMLElement): () => void {
  layers.add(el);
  resizes?.observe(el);
  // The popper places itself in the next frames: measure once it has.
  requestAnimationFrame(() => requestAnimationFrame(measure));
  return () => {
    layers.delete(el);
    resizes?.unobserve(el);
    measure();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The lowest edge (px from the top of the viewport) of any open overlay; 0 when none is open. */
export function useOverlayBottom(): number {
  return React.useSyncExternalStore(
    subscribe,
    () => bottom,
    () => 0,
  );
}
