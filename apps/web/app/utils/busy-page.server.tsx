import { renderToStaticMarkup } from "react-dom/server";
import { AlertTriangle, RotateCcw } from "lucide-react";
import { buttonVariants } from "@masar/ui/button";
import { LocaleProvider, useLocale } from "@masar/ui/locale-provider";
import { directionOf, type Locale } from "@masar/domain/locale";
import { fixedT } from "#app/i18n/translate";
import stylesheet from "#app/styles/app.css?url";

/** Where the page's own address goes; escaped HTML cannot contain it. */
const HREF = "\u0000href\u0000";

function escapeAttribute(value: string) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What a server-level refusal says (the host (server/) answers these before the app renders anything). */
export type Refusal = "invalidRequest" | "requestTooLarge" | "crossSite" | "misdirected";

function BusyScreen({ title, text, linkLabel }: { title: string; text: string; linkLabel?: string }) {
  const { t } = useLocale();
  return (
    <section
      role="alert"
      data-slot="busy-screen"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <AlertTriangle className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {/* A plain link (to the same page when busy, home when refused): these pages are served without scripts. */}
      <a href={HREF} className={buttonVariants()} data-slot="try-again">
        {linkLabel ? null : <RotateCcw aria-hidden="true" />}
        {linkLabel ?? t("tryAgain")}
      </a>
    </section>
  );
}

/** A whole page around the screen, in `locale`, with `HREF` where the link's address goes. */
function standalonePage(locale: Locale, title: string, text: string, linkLabel?: string) {
  const dir = directionOf(locale);
  const body = renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <BusyScreen title={title} text={text} linkLabel={linkLabel} />
    </LocaleProvider>,
  );
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeAttribute(
    title,
  )}</title><link rel="stylesheet" href="${escapeAttribute(stylesheet)}"></head><body class="${dir}"><main>${body}</main></body></html>`;
}

/**
 * The page the host (server/) answers with status 503 when the admission queue is full or a request waited too
 * long in it (server/admission.ts, decision 030). It is made once per language at start — under overload a
 * refusal must cost next to nothing — and each answer only splices in its own address for "Try again".
 */
export function busyPage(locale: Locale): (refreshHref: string) => string {
  const t = fixedT(locale);
  const html = standalonePage(locale, t("error.busyTitle"), t("error.busy"));
  const [before, after] = html.split(escapeAttribute(HREF));
  if (after === undefined) throw new Error("busyPage: the refresh link is missing from the markup");
  // Only a path on this site: the address is the request's own, which a client chose.
  return (refreshHref) => `${before}${escapeAttribute(refreshHref.startsWith("/") ? refreshHref : "/")}${after}`;
}

/**
 * The pages of the server's own refusals, made before the app can render, so that bad input still gets
 * a clear answer in the reader's language: an address the router cannot decode (400), a body over the
 * limit (413) and a cross-site post (403). Each links home; none repeats anything the client sent.
 */
export function refusalPage(locale: Locale, refusal: Refusal): string {
  const t = fixedT(locale);
  return standalonePage(locale, t("error.refusedTitle"), t(`error.${refusal}`), t("shell.nav.home")).replace(
    escapeAttribute(HREF),
    "/",
  );
}

/** A refusal's text alone, for single-fetch data requests and scripts. */
export function refusalText(locale: Locale, refusal: Refusal): string {
  return fixedT(locale)(`error.${refusal}`);
}

/** The busy text alone, for single-fetch data requests (the browser shows its error screen). */
export function busyText(locale: Locale): string {
  return fixedT(locale)("error.busy");
}
