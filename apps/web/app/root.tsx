import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useFetchers,
  useLocation,
  useRouteLoaderData,
  useRevalidator,
} from "@remix-run/react";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorScreen } from "@masar/ui/error-screen";
import { LinkProvider } from "@masar/ui/link";
import { LocaleProvider } from "@masar/ui/locale-provider";
import { Toaster } from "@masar/ui/toaster";
import { LANGUAGE_STORAGE_KEY, directionOf, isLocale, toLocale, type Locale } from "@masar/domain/locale";
import { getSessionUser } from "#app/auth/session.server";
import { RemixLink } from "#app/components/remix-link";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { FlashToasts, type LoaderToast } from "#app/components/flash-toasts";
import { useLiveNotifications } from "#app/components/live-notifications";
import { LANGUAGE_ACTION, SiteShell } from "#app/components/site-shell";
import { getLocale, hasLanguageCookie } from "#app/i18n/i18next.server";
import { kitLabelNames } from "#app/i18n/kit-names";
import { messagesFor } from "#app/i18n/resources.server";
import { useRouteMessages } from "#app/i18n/route-messages";
import { bellData } from "#app/services/notifications.server";
import { CHUNK_GUARD_SCRIPT, chunkLoadSucceeded } from "#app/utils/chunk-guard";
import { pageMeta } from "#app/utils/meta";
import { useNonce } from "#app/utils/nonce";
import { readToasts } from "#app/utils/toast.server";
import stylesheet from "#app/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = getLocale(request);
  const [user, flash] = await Promise.all([getSessionUser(request), readToasts(request)]);
  const bell = user ? await bellData(user.identity.uid, locale) : { notifications: [], unreadCount: 0, error: false };
  const headers = new Headers();
  for (const cookie of flash.setCookies) headers.append("Set-Cookie", cookie);
  if (user?.refreshedCookie) headers.append("Set-Cookie", user.refreshedCookie);
  const toasts: LoaderToast[] = flash.toasts;
  if (bell.error) toasts.push({ type: "error", key: "toast.errorFetchingNotifications", id: crypto.randomUUID() });
  return data(
    {
      locale,
      // Whether the locale came from the browser's language cookie (else it is the default).
      languageChosen: hasLanguageCookie(request),
      messages: messagesFor(locale, ["common"]),
      user: user
        ? {
            displayName: user.profile.displayName,
            email: user.profile.email,
            photoURL: user.profile.photoURL,
            role: user.profile.role,
            emailVerified: user.profile.emailVerified,
          }
        : null,
      notifications: bell.notifications.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        read: n.read,
        createdAt: n.createdAt,
        data: n.data,
      })),
      unreadCount: bell.unreadCount,
      toasts,
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, {});

/**
 * The catalogue's filters live in its query and change on every keystroke: nothing here (session, bell,
 * messages, toast) depends on them, so they do not ask the server again. Everything else as Remix does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === "/courses" && nextUrl.pathname === "/courses") return false;
  return defaultShouldRevalidate;
};

type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The locale to render: the loader's, or the one a language switch in flight is moving to. */
function useCurrentLocale(): Locale {
  const root = useRouteLoaderData<typeof loader>("root") as RootData | undefined;
  const { i18n } = useTranslation();
  const hasMessagesFor = useRouteMessages();
  const pending = useFetchers()
    .find((f) => f.formAction === LANGUAGE_ACTION && f.formData)
    ?.formData?.get("lang");
  // Switch at once only when the new language's messages for this page are already here.
  if (isLocale(pending) && hasMessagesFor(pending)) return pending;
  return toLocale(root?.locale ?? i18n.language);
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useCurrentLocale();
  const dir = directionOf(locale);
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root") as RootData | undefined;
  const location = useLocation();
  const { t } = useTranslation();
  const kitLabels = useMemo(() => kitLabelNames(t, locale), [t, locale]);
  useChangeLanguage(locale);
  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6b63" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CHUNK_GUARD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className={dir}>
        <LocaleProvider locale={locale} labels={kitLabels}>
          <LinkProvider component={RemixLink}>
            <LiveShell root={root} locale={locale}>
              {children}
            </LiveShell>
            <Toaster />
            {/* Shown by the chunk guard when the page's scripts cannot load twice in a row. */}
            <div id="chunk-error" hidden>
              <ErrorScreen message={t("error.chunkLoad")} refreshHref={`${location.pathname}${location.search}`} />
            </div>
          </LinkProvider>
        </LocaleProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const NO_NOTIFICATIONS: never[] = [];

/** The shell with the bell kept live from the notification stream (signed-in users only). */
function LiveShell({ root, locale, children }: { root: RootData | undefined; locale: Locale; children: ReactNode }) {
  const bell = useLiveNotifications(root?.user?.email ?? null, locale, {
    notifications: root?.notifications ?? NO_NOTIFICATIONS,
    unreadCount: root?.unreadCount ?? 0,
  });
  return (
    <SiteShell user={root?.user ?? null} notifications={bell.notifications} unreadCount={bell.unreadCount}>
      {children}
    </SiteShell>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root") as RootData;
  const location = useLocation();
  const { revalidate } = useRevalidator();

  // One source of truth: the language the server rendered (the cookie, which the toggle, the profile
  // form and sign-in set). localStorage.appLanguage, the spec's key, mirrors it; only when the cookie
  // is gone (cleared, expired) does a stored choice restore it. Decision 011.
  useEffect(() => {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (!root.languageChosen && isLocale(stored) && stored !== root.locale) {
      document.cookie = `${LANGUAGE_STORAGE_KEY}=${stored}; Path=/; Max-Age=31536000; SameSite=Lax`;
      revalidate();
      return;
    }
    if (stored !== root.locale) localStorage.setItem(LANGUAGE_STORAGE_KEY, root.locale);
  }, [root.locale, root.languageChosen]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    chunkLoadSucceeded();
  }, []);

  // Smooth scroll to the top on every path change (spec section 2).
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
    // Focus moves to the new page's main heading (screen readers announce the page), unless the page
    // has already put it somewhere inside main (the search field on /search).
    const main = document.getElementById("main");
    if (main && main !== document.activeElement && main.contains(document.activeElement)) return;
    const heading = main?.querySelector("h1");
    if (heading instanceof HTMLElement) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  }, [location.pathname]);

  return (
    <>
      {/* Toasts decided on the server (flash cookies), once each. */}
      <FlashToasts toasts={root.toasts} locale={root.locale} />
      <Outlet />
    </>
  );
}

// Root's boundary is the same screen; with the root loader failed it renders inside the bare layout.
export const ErrorBoundary = RouteErrorBoundary;
