import * as React from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";
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

// Sonner is a tenth of a first visit's JavaScript and most visits never show a toast (decision 019): it is
// a chunk of its own, fetched when the first toast is asked for. Toasts asked for before it has loaded
// and its host has subscribed wait here and are shown in order.
type Sonner = typeof SonnerModule;
let loading: Promise<Sonner> | null = null;
const loadSonner = () => (loading ??= import("sonner"));
/** Sonner once a mounted host listens to it; toasts go straight through then. */
let live: Sonner | null = null;
const waiting: ((sonner: Sonner) => void)[] = [];
const hosts = new Set<() => void>();
let asked = false;

function show(send: (sonner: Sonner) => void) {
  if (live) return send(live);
  waiting.push(send);
  asked = true;
  for (const wake of hosts) wake();
}

type Message = Parameters<Sonner["toast"]>[0];
type Kind = "success" | "error" | "info" | "warning";
const kind = (k: Kind) => (message: Message, data?: ExternalToast) => show((s) => void s.toast[k](message, data));

/**
 * Shows a toast in the mounted `Toaster` (Sonner's API: `toast(text)`, `toast.success(text, { id })`,
 * `toast.error`, `toast.info`, `toast.warning`, `toast.dismiss(id)`).
 */
const toast = Object.assign((message: Message, data?: ExternalToast) => show((s) => void s.toast(message, data)), {
  success: kind("success"),
  error: kind("error"),
  info: kind("info"),
  warning: kind("warning"),
  dismiss: (id?: string | number) => show((s) => void s.toast.dismiss(id)),
});

const SonnerToaster = React.lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Sonner's own phone layout (full-width toasts) applies at this width and below. */
const PHONE_QUERY = "(max-width: 600px)";
const onPhoneChange = (listener: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
};
/** Whether the viewport is a phone's, following resizes. Only ever rendered in the browser (see Toaster). */
const usePhone = () =>
  React.useSyncExternalStore(
    onPhoneChange,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );

/**
 * On phones toasts sit at the bottom, above the safe area and any bar the page pins there: at the top,
 * full width under the header, they covered the page's heading and its first action (the greeting, the
 * calendar's title). `--toaster-inset-bottom` on an ancestor (the root) keeps room for a pinned bar.
 */
const PHONE_BOTTOM = "calc(var(--toaster-inset-bottom, 0px) + env(safe-area-inset-bottom, 0px) + 16px)";

/** Sonner's host, styled; tells the queue once Sonner listens (a child's effects run before ours). */
function LoadedToaster() {
  const { dir, t } = useLocale();
  const phone = usePhone();
  // Below an open header menu when there is one: a toast never hides the menu just used, nor the reverse.
  const below = useOverlayBottom();
  React.useEffect(() => {
    let mounted = true;
    void loadSonner().then((sonner) => {
      if (!mounted) return;
      live = sonner;
      for (const send of waiting.splice(0)) send(sonner);
    });
    return () => {
      mounted = false;
      live = null;
    };
  }, []);
  const side = dir === "rtl" ? "left" : "right";
  return (
    <SonnerToaster
      dir={dir}
      position={phone ? `bottom-${side}` : `top-${side}`}
      duration={TOAST_DURATION_MS}
      // Below the 64 px sticky header, and under its layer (the header is z-40, its open menus inside
      // it): a toast never covers the bell, the account menu or a menu the user has just opened.
      offset={{ top: Math.max(76, below + 8) }}
      mobileOffset={{ bottom: PHONE_BOTTOM }}
      style={TOASTER_STYLE}
      closeButton
      richColors
      containerAriaLabel={t("notifications")}
      toastOptions={{ className: "font-sans", closeButtonAriaLabel: t("close") }}
    />
  );
}

/**
 * The toast host: top-right in English, top-left in Arabic (spec section 2), at the bottom on phones
 * (600 px and narrower, clear of the page's heading), closing after 5000 ms.
 * Show toasts with `toast.success(...)`, `toast.error(...)` from this module. Renders nothing (and
 * loads nothing) until the first toast is asked for, on the server as in the browser.
 */
function Toaster() {
  // Never true during hydration (no toast is asked for before effects run): server and browser agree.
  const [wanted, setWanted] = React.useState(false);
  React.useEffect(() => {
    const wake = () => setWanted(true);
    hosts.add(wake);
    if (asked) wake();
    return () => {
      hosts.delete(wake);
    };
  }, []);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <LoadedToaster />
    </React.Suspense>
  );
}

export { Toaster, toast };
