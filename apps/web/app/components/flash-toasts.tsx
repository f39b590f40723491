import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast as showToast } from "@masar/ui/toaster";
import { formatDate } from "@masar/domain/format";
import { toLocale, type Locale } from "@masar/domain/locale";
import { TOAST_ACK_ACTION, toastCookieNames } from "#app/utils/flash-toast";

/** A toast as the root loader sends it; `ack` names its cookie (absent for a toast the loader made itself). */
export interface LoaderToast {
  id: string;
  type: "success" | "error" | "info";
  key?: string;
  values?: Record<string, string>;
  message?: string;
  ack?: string;
}

/** The ids shown lately, shared by the tabs of this browser and kept across reloads. */
const SEEN_KEY = "masar:flashToastsSeen";
/** Well beyond the cookie's minute: an id can come back only while its cookie lives. */
const SEEN_FOR_MS = 10 * 60_000;
const SEEN_MAX = 30;

function readSeen(): [string, number][] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? "[]");
    return Array.isArray(list) ? (list as [string, number][]) : [];
  } catch {
    return []; // storage blocked or garbled: this tab's own memory still stops a second showing
  }
}

/** Claims `id` for this tab: false when this or another tab has shown it already. */
function claim(id: string, memory: Set<string>): boolean {
  if (memory.has(id)) return false;
  memory.add(id);
  const now = Date.now();
  const seen = readSeen().filter(([, at]) => now - at < SEEN_FOR_MS);
  if (seen.some(([seenId]) => seenId === id)) return false;
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seen, [id, now]].slice(-SEEN_MAX)));
  } catch {
    // see readSeen
  }
  return true;
}

/**
 * Values put into a sentence (a user's name in "Welcome back, …") are isolated with FSI … PDI, the
 * plain-text <bdi>: an Arabic name cannot reorder an English sentence around it, or the reverse.
 * A number stays a number (the message formats it and picks its plural: an isolated "4" was "NaN"),
 * and a date-only value ("2026-12-22") is written out in the page's language.
 */
function isolated(values: Record<string, string> | undefined, locale: Locale) {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => {
      if (/^-?\d+(\.\d+)?$/.test(v)) return [k, Number(v)];
      const text = /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? formatDate(new Date(`${v}T00:00:00Z`), locale, { dateStyle: "long", timeZone: "UTC" })
        : v;
      return [k, `\u2068${text}\u2069`];
    }),
  );
}

/**
 * Shows the server's flash toasts once each and acknowledges them, so their cookies go (decision 028).
 * The cookies stay until then: a revalidation that read one may be aborted by the router after the server
 * answered, and the next one brings the toast again. When the router falls idle with a toast cookie that
 * no answer has brought (the request that would have was aborted and nothing followed), it asks once.
 */
export function FlashToasts({ toasts, locale }: { toasts: readonly LoaderToast[]; locale: Locale }) {
  const { t, i18n } = useTranslation();
  const shown = useRef(new Set<string>());
  /** Cookies whose acknowledgement is on its way. */
  const acking = useRef(new Set<string>());
  /** Cookies no answer had brought, asked for once already. */
  const asked = useRef(new Set<string>());

  useEffect(() => {
    if (toasts.length === 0) return;
    // After sign-in the page can switch language (the profile's choice) in this same render: wait until
    // the translator speaks the page's language, or an English toast lands on an Arabic page.
    if (toLocale(i18n.language) !== locale) return;
    for (const toast of toasts) {
      if (!claim(toast.id, shown.current)) continue;
      const text: string = toast.message ?? String(t(toast.key ?? "", isolated(toast.values, locale)));
      const show = toast.type === "success" ? showToast.success : toast.type === "error" ? showToast.error : showToast;
      show(text, { id: toast.id });
    }
    const names = toasts.flatMap((toast) => (toast.ack && !acking.current.has(toast.ack) ? [toast.ack] : []));
    if (names.length === 0) return;
    for (const name of names) acking.current.add(name);
    const body = new URLSearchParams(names.map((name) => ["name", name]));
    // A plain request, not a fetcher: acknowledging must not revalidate the page.
    void fetch(TOAST_ACK_ACTION, { method: "POST", body, keepalive: true })
      .catch(() => undefined)
      // Failed or done, the next answer that still brings the toast acknowledges it again (shown once).
      .finally(() => names.forEach((name) => acking.current.delete(name)));
  }, [toasts, t, i18n.language, locale]);

  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  useEffect(() => {
    if (busy) return;
    const delivered = new Set(toasts.map((toast) => toast.ack));
    const waiting = toastCookieNames(document.cookie).filter(
      (name) => !delivered.has(name) && !acking.current.has(name) && !asked.current.has(name),
    );
    if (waiting.length === 0) return;
    for (const name of waiting) asked.current.add(name);
    revalidator.revalidate();
  }, [busy]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
