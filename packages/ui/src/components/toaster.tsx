import { Toaster as Sonner, toast } from "sonner";
import { useLocale } from "./locale-provider";

/** Toast auto-close in milliseconds (spec section 9). */
export const TOAST_DURATION_MS = 5000;

/**
 * The toast host: top-right in English, top-left in Arabic (spec section 2), closing after 5000 ms.
 * Show toasts with `toast.success(...)`, `toast.error(...)` from this module.
 */
function Toaster() {
  const { dir, t } = useLocale();
  return (
    <Sonner
      dir={dir}
      position={dir === "rtl" ? "top-left" : "top-right"}
      duration={TOAST_DURATION_MS}
      // Below the 64 px sticky header, and under its layer (the header is z-40, its open menus inside
      // it): a toast never covers the bell, the account menu or a menu the user has just opened.
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      style={{ zIndex: 30 }}
      closeButton
      richColors
      containerAriaLabel={t("notifications")}
      toastOptions={{ className: "font-sans", closeButtonAriaLabel: t("close") }}
    />
  );
}

export { Toaster, toast };
