// The admin's view of outgoing mail: in the demo (no SMTP_URL) the outbox where every mail waits to be
// read; with a mail server, what was sent and what could not be.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { mailbox } from "#app/services/mailbox.server";
import { NO_STORE, readOnlyAction } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { Pagination } from "../manage-all-courses/filters";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminOutbox" });

const querySchema = z.object({
  status: z.enum(["queued", "sent", "failed"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  mail: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .catch(undefined),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return data(
    { query, ...(await mailbox(query)), messages: routeMessages(request, ["admin"]) },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

/** A page to read: posts are refused after the guard (so a student's is sent home, not told the method). */
export async function action({ request }: ActionFunctionArgs) {
  await guard(request, "admin");
  return readOnlyAction({ request });
}

export default function AdminOutbox() {
  const { t } = useTranslation("admin");
  const { formatDate } = useLocale();
  const { query, demo, page, open, pageSize } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const hrefWith = (mail: string | null) => {
    const params = new URLSearchParams(search);
    if (mail) params.set("mail", mail);
    else params.delete("mail");
    return `?${params}`;
  };
  const when = (d: string | Date) => formatDate(new Date(d), { dateStyle: "medium", timeStyle: "short" });
  return (
    <AdminPage
      title={demo ? t("outbox.titleDemo") : t("outbox.title")}
      lead={demo ? t("outbox.leadDemo") : t("outbox.lead")}
    >
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="mail-status" className="text-sm font-medium">
            {t("outbox.status")}
          </label>
          <Select id="mail-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("outbox.anyStatus")}</option>
            {(["queued", "sent", "failed"] as const).map((s) => (
              <option key={s} value={s}>
                {t(`outbox.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">{t("outbox.apply")}</Button>
      </Form>
      {open ? (
        <article
          aria-labelledby="mail-subject"
          className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-4"
          data-testid="mail"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="mail-subject" className="text-lg font-bold">
              <bdi>{open.subject}</bdi>
            </h2>
            <Link to={hrefWith(null)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {t("outbox.back")}
            </Link>
          </div>
          <p className="text-sm">
            {t("outbox.to")}: <bdi dir="ltr">{open.to}</bdi> · {when(open.createdAt)} ·{" "}
            {t(`outbox.statuses.${open.status}`)}
          </p>
          {open.lastError ? (
            <p className="text-sm text-destructive">
              {t("outbox.lastError")}: <bdi dir="ltr">{open.lastError}</bdi>
            </p>
          ) : null}
          {open.text ? (
            <div
              lang={open.locale}
              dir={open.locale === "ar" ? "rtl" : "ltr"}
              className="whitespace-pre-wrap break-words rounded-md border bg-background p-3 text-sm"
              data-testid="mail-text"
            >
              {open.parts.map((part, i) =>
                part.link ? (
                  <a key={i} href={part.text} className="break-all text-primary underline" dir="ltr">
                    {part.text}
                  </a>
                ) : (
                  <span key={i}>{part.text}</span>
                ),
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("outbox.bodyRemoved")}</p>
          )}
        </article>
      ) : null}
      <p className="text-sm text-muted-foreground" role="status">
        {t("outbox.results", { count: page.total })}
      </p>
      {page.items.length === 0 ? <p className="text-muted-foreground">{t("outbox.none")}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="mails">
        {page.items.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium">
                <bdi>{m.subject}</bdi>
              </p>
              <p className="truncate text-sm text-muted-foreground">
                <bdi dir="ltr">{m.to}</bdi> · {when(m.createdAt)} · {t("outbox.attempts", { count: m.attempts })}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={m.status === "failed" ? "destructive" : m.status === "sent" ? "outline" : "muted"}>
                {t(`outbox.statuses.${m.status}`)}
              </Badge>
              <Link to={hrefWith(m.id)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                {t("outbox.open")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={query.page} total={page.total} pageSize={pageSize} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
