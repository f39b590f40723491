// What the Node host (server/) gets from the app, through the build (entry.server.tsx exports it as
// `host`): one start-up function, the change channels the host's visitor page cache shares, and the pages
// the host answers with itself. The app never imports the host; what the host gives the app (how change
// events travel between its processes) comes in as `startup`'s argument.
import { renderToStaticMarkup } from "react-dom/server";
import { directionOf } from "@masar/domain/locale";
import { ErrorScreen } from "@masar/ui/error-screen";
import { LocaleProvider } from "@masar/ui/locale-provider";
import { getSessionSecret } from "#app/auth/secret.server";
import { connectChangeTransport, type ChangeTransport } from "#app/data/change-relay.server";
import { getConfig } from "#app/env.server";
import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { startMailWorker } from "#app/mail/queue.server";
import { startHeldPushes } from "#app/push/send-held.server";
import { getVapidKeys } from "#app/push/vapid.server";
import { getRepositories } from "#app/repositories.server";
import { startReminderScheduler } from "#app/services/reminders.server";
import { startAccountDeletions } from "#app/services/account/deletion.server";
import appStylesheet from "#app/styles/app.css?url";

export { changeChannel, type ChangeMessage, type ChangeTransport } from "#app/data/change-relay.server";
export { busyPage, busyText, refusalPage, refusalText, type Refusal } from "#app/utils/busy-page.server";

/** What the host provides the app at start-up. */
export interface HostServices {
  /** How change events reach the host's other processes; null when this is the only one. */
  changes: ChangeTransport | null;
}

/** The settings the host listens and guards with, from the validated configuration. */
export type HostSettings = Pick<
  ReturnType<typeof getConfig>,
  "port" | "host" | "admission" | "pageCache" | "enableTestRoutes" | "appUrl" | "appUrlIsLocal"
>;

/**
 * The process's start-up: parses the configuration, opens the database (the first start applies the
 * migrations and seeds the demo data), writes the generated secrets, and starts the schedulers and the
 * mail worker. It throws when the configuration or the database fail; the host then answers every
 * request with the start-up error screen (`renderStartupError`).
 */
export async function startup(services: HostServices): Promise<HostSettings> {
  if (services.changes) connectChangeTransport(services.changes);
  const config = getConfig();
  await getRepositories();
  // The generated secrets are written now, by the first server process, before the others start.
  getSessionSecret();
  getVapidKeys();
  // Pushes held back by quiet hours go out when the hours end, from every process (taken once each).
  startHeldPushes();
  // The calendar's reminders: every process may run it; the store's log sends each once.
  startReminderScheduler();
  // Accounts whose 7-day grace period is over are removed (every process may run it; a purged one is not due).
  startAccountDeletions();
  // Queued mails go out from every process (each claimed by one), retried with backoff.
  startMailWorker();
  const { port, host, admission, pageCache, enableTestRoutes, appUrl, appUrlIsLocal } = config;
  return { port, host, admission, pageCache, enableTestRoutes, appUrl, appUrlIsLocal };
}

/** The "Application Error" page for a platform that could not start, in the visitor's language. */
export function renderStartupError(error: unknown, request: Request, stylesheet: string | null): string {
  const locale = getLocale(request);
  const message = error instanceof Error ? error.message : String(error);
  const url = new URL(request.url);
  const body = renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <ErrorScreen variant="startup" message={message} refreshHref={`${url.pathname}${url.search}`} />
    </LocaleProvider>,
  );
  const t = fixedT(locale);
  const dir = directionOf(locale);
  // The host looks for the stylesheet in the build manifest, where the root's ?url import is not listed.
  stylesheet ??= appStylesheet;
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t("app.title")}</title>${
    stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : ""
  }</head><body class="${dir}"><main>${body}</main></body></html>`;
}
