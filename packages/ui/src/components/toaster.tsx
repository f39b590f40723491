import type * as React from "react";
import { Toaster as Sonner, toast } from "sonner";
import { useOverlayBottom } from "../lib/overlay-stack";
import { useLocale } from "./locale-provider";

/** Toast auto-close in milliseconds (spec section 9). */
export const TOAST_DURATION_MS = 5000;

/**
 * Under the header's layer, and Sonner's rich colours replaced by the kit's: its red and green text
 * are 4.3:1 on their tints, under WCAG's 4.5:1 (axe color-contrast); these are 6:1 and more.
 */
const TOASTER_STYLE = {
  zIndex: 30,
  "--success-bg": "#f0fdf4",
  "--success-border": "#bbf7d0",
  "--success-text": "#166534",
  "--error-bg": "#fef3f2",
  "--error-border": "#fecdca",
  "--error-text": "#b42318",
  "--info-bg": "#eff8ff",
  "--info-border": "#b2ddff",
  "--info-text": "#175cd3",
  "--warning-bg": "#fffaeb",
  "--warning-border": "#fedf89",
  "--warning-text": "#92400e",
} as React.CSSProperties;

/**
 * The toast host: top-right in English, top-left in Arabic (spec section 2), closing after 5000 ms.
 * Show toasts with `toast.success(...)`, `toast.error(...)` from this module.
 */
function Toaster() {
  const { dir, t } = useLocale();
  // Below an open header menu when there is one: a toast never hides the menu just used, nor the reverse.
  const below = useOverlayBottom();
  return (
    <Sonner
      dir={dir}
      position={dir === "rtl" ? "top-left" : "top-right"}
      duration={TOAST_DURATION_MS}
      // Below the 64 px sticky header, and under its layer (the header is z-40, its open menus inside
      // it): a toast never covers the bell, the account menu or a menu the user has just opened.
      offset={{ top: Math.max(76, below + 8) }}
      mobileOffset={{ top: Math.max(72, below + 8) }}
      style={TOASTER_STYLE}
      closeButton
      richColors
      containerAriaLabel={t("notifications")}
      toastOptions={{ className: "font-sans", closeButtonAriaLabel: t("close") }}
    />
  );
}

export { Toaster, toast };
