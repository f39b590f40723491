/**
 * Message namespaces. `common` (the shell, titles, toasts, validation) reaches every page; a route's
 * loader asks for the others it shows (`routeMessages(request, ["catalogue"])`), so the browser receives
 * only the current language's messages of the namespaces on screen. `kit` is the UI kit's own labels
 * (`@masar/ui/labels`), exposed to i18next so the app never defines a kit text a second time. `mail` is the
 * server's own: the e-mails, rendered in the recipient's language whatever the page's (app/mail/).
 * `certificates` holds the certificate's texts, its PDF's among them (app/certificates/).
 */
export const NAMESPACES = [
  "common",
  "catalogue",
  "auth",
  "site",
  "notifications",
  "learning",
  "player",
  "teaching",
  "admin",
  "calendar",
  "payments",
  "practice",
  "mail",
  "certificates",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const KIT_NAMESPACE = "kit";

/** A route's messages as its loader sends them: one language, only the namespaces asked for. */
export interface RouteMessages {
  lng: string;
  bundles: Partial<Record<Namespace, object>>;
}

export function isRouteMessages(value: unknown): value is RouteMessages {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as RouteMessages).lng === "string" &&
    typeof (value as RouteMessages).bundles === "object"
  );
}
