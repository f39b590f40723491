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

function BusyScreen({ title, text }: { title: string; text: string }) {
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
      {/* A plain link to the same page: the busy page is served without scripts. */}
      <a href={HREF} className={buttonVariants()} data-slot="try-again">
        <RotateCcw aria-hidden="true" />
        {t("tryAgain")}
      </a>
    </section>
  );
}

/**
 * The page server.js answers with status 503 when the admission queue is full or a request waited too
 * long in it (admission.js, decision 030). It is made once per language at start — under overload a
 * refusal must cost next to nothing — and each answer only splices in its own address for "Try again".
 */
export function busyPage(locale: Locale): (refreshHref: string) => string {
  const t = fixedT(locale);
  const dir = directionOf(locale);
  const body = renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <BusyScreen title={t("error.busyTitle")} text={t("error.busy")} />
    </LocaleProvider>,
  );
  const html = `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeAttribute(
    t("error.busyTitle"),
  )}</title><link rel="stylesheet" href="${escapeAttribute(stylesheet)}"></head><body class="${dir}"><main>${body}</main></body></html>`;
  const [before, after] = html.split(escapeAttribute(HREF));
  if (after === undefined) throw new Error("busyPage: the refresh link is missing from the markup");
  // Only a path on this site: the address is the request's own, which a client chose.
  return (refreshHref) => `${before}${escapeAttribute(refreshHref.startsWith("/") ? refreshHref : "/")}${after}`;
}

/** The busy text alone, for single-fetch data requests (the browser shows its error screen). */
export function busyText(locale: Locale): string {
  return fixedT(locale)("error.busy");
}
