import * as React from "react";
import { AlertTriangle, FileQuestion, Home, RefreshCw, RotateCcw } from "lucide-react";
import { cn } from "../lib/utils";
import { Button, buttonVariants } from "./button";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";

export interface ErrorScreenProps {
  /**
   * "render": a page failed to render (Something went wrong, Go to Home, Try again).
   * "startup": the platform could not start (Application Error, Refresh Page).
   * @defaultValue "render"
   */
  variant?: "render" | "startup";
  /** The error's message, shown to the user. */
  message?: string | null;
  /** Try again (render variant); without it "Try again" is a link that loads `refreshHref` again. */
  onRetry?: () => void;
  /** The app's home page (Go to Home). @defaultValue "/" */
  homeHref?: string;
  /** The page to load again (Refresh Page, or Try again without `onRetry`): the current path and query. @defaultValue "/" */
  refreshHref?: string;
  /** Classes for the section, merged last. */
  className?: string;
}

/** The error screens of spec section 2. */
function ErrorScreen({
  variant = "render",
  message,
  onRetry,
  homeHref = "/",
  refreshHref = "/",
  className,
}: ErrorScreenProps) {
  const { t } = useLocale();
  const startup = variant === "startup";
  return (
    <section
      role="alert"
      data-slot="error-screen"
      data-variant={variant}
      className={cn(
        "mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center",
        className,
      )}
    >
      <AlertTriangle className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{startup ? t("applicationError") : t("somethingWentWrong")}</h1>
      {startup ? <p className="text-muted-foreground">{t("applicationErrorHint")}</p> : null}
      <p
        data-slot="error-message"
        className="w-full rounded-md bg-muted px-4 py-3 font-mono text-sm break-words text-foreground"
        dir="auto"
      >
        {message || t("unexpectedError")}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {startup ? (
          // A plain link to the same page: the start-up screen is served without scripts.
          <a href={refreshHref} className={buttonVariants()} data-slot="refresh-page">
            <RefreshCw aria-hidden="true" />
            {t("refreshPage")}
          </a>
        ) : (
          <>
            <AppLink href={homeHref} className={buttonVariants({ variant: "outline" })} data-slot="go-home">
              <Home aria-hidden="true" />
              {t("goHome")}
            </AppLink>
            {onRetry ? (
              <Button type="button" data-slot="try-again" onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                {t("tryAgain")}
              </Button>
            ) : (
              // A plain link: it also works when the page's scripts could not load.
              <a href={refreshHref} className={buttonVariants()} data-slot="try-again">
                <RotateCcw aria-hidden="true" />
                {t("tryAgain")}
              </a>
            )}
          </>
        )}
      </div>
    </section>
  );
}

export interface NotFoundProps {
  /** The app's home page (Go to Home). @defaultValue "/" */
  homeHref?: string;
  /** What is missing, when the app knows ("Course not found"). @defaultValue the kit's "Page not found" */
  title?: string;
  /** The line under the title. @defaultValue the kit's hint */
  hint?: string;
  /** More ways on, after Go to Home (the catalogue, a search form): the page's other exits. */
  children?: React.ReactNode;
  /** Classes for the section, merged last. */
  className?: string;
}

/** The 404 page: Page not found, with Go to Home (and whatever else the app offers). */
function NotFound({ homeHref = "/", title, hint, children, className }: NotFoundProps) {
  const { t, formatNumber } = useLocale();
  return (
    <section
      data-slot="not-found"
      className={cn(
        "mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center",
        className,
      )}
    >
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      {/* One digit set, the locale's, like every other number on the site. */}
      <p className="text-5xl font-bold text-primary" aria-hidden="true" data-slot="not-found-code">
        {formatNumber(404)}
      </p>
      <h1 className="text-2xl font-bold">{title ?? t("pageNotFound")}</h1>
      <p className="text-muted-foreground">{hint ?? t("pageNotFoundHint")}</p>
      <div className="flex w-full flex-wrap items-center justify-center gap-3" data-slot="not-found-actions">
        <AppLink href={homeHref} className={buttonVariants()} data-slot="go-home">
          <Home aria-hidden="true" />
          {t("goHome")}
        </AppLink>
        {children}
      </div>
    </section>
  );
}

export { ErrorScreen, NotFound };
