import { Form, Link } from "@remix-run/react";
import { CheckCheck, Mail, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CONTACT_STATES, type ContactMessage } from "@masar/domain/contact";
import type { AdminMessageQuery } from "@masar/domain/admin";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { Input } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";

/** A message as loader data delivers it (its dates may arrive as strings). */
type Dated = Omit<ContactMessage, "createdAt" | "handledAt"> & {
  createdAt: string | Date;
  handledAt: string | Date | null;
};

/** A GET form: the search and the view live in the URL (a page to share, back and forward, no JS needed). */
export function InboxFilters({ query }: { query: AdminMessageQuery }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" role="search" className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[2fr_1fr_auto]">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="inbox-q" className="text-sm font-medium">
          {t("inbox.search")}
        </label>
        <Input
          id="inbox-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder={t("inbox.searchHint")}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="inbox-state" className="text-sm font-medium">
          {t("inbox.state")}
        </label>
        <Select id="inbox-state" name="state" defaultValue={query.state}>
          {CONTACT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`inbox.states.${state}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">{t("inbox.apply")}</Button>
        <Link to="?" className={buttonVariants({ variant: "outline" })}>
          {t("inbox.reset")}
        </Link>
      </div>
    </Form>
  );
}

/**
 * The page's messages, each with its sender, date, text and one form: mark handled, or back to waiting.
 * The form posts to this page's own address, so the admin stays on the same search and page.
 */
export function InboxList({ items }: { items: readonly Dated[] }) {
  const { t } = useTranslation("admin");
  const { formatDate } = useLocale();
  const when = (d: string | Date) => formatDate(new Date(d), { dateStyle: "medium", timeStyle: "short" });
  if (items.length === 0) return <p className="text-muted-foreground">{t("inbox.none")}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="inbox">
      {items.map((m) => {
        const handled = m.handledAt !== null;
        return (
          <li
            key={m.id}
            className="flex flex-col gap-2 rounded-lg border p-4"
            data-testid="inbox-message"
            data-state={handled ? "handled" : "waiting"}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="min-w-0 font-bold [overflow-wrap:anywhere]">
                <bdi>{m.subject}</bdi>
              </h2>
              <span className="text-sm text-muted-foreground">{when(m.createdAt)}</span>
            </div>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              <bdi>{m.name}</bdi> · <bdi dir="ltr">{m.email}</bdi>
            </p>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]" dir="auto">
              {m.message}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant={handled ? "outline" : "soft"}>
                  {t(handled ? "inbox.handledBadge" : "inbox.waitingBadge")}
                </Badge>
                {m.handledAt ? <span>{t("inbox.handledAt", { date: when(m.handledAt) })}</span> : null}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <a
                  href={`mailto:${encodeURIComponent(m.email)}?${new URLSearchParams({ subject: t("inbox.replySubject", { subject: m.subject }) })}`}
                  className={buttonVariants({ variant: "ghost", size: "sm" })}
                >
                  <Mail aria-hidden="true" />
                  {t("inbox.reply")}
                </a>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="intent" value={handled ? "waiting" : "handled"} />
                  <Button type="submit" size="sm" variant="outline" data-testid="inbox-toggle">
                    {handled ? <Undo2 aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
                    {t(handled ? "inbox.markWaiting" : "inbox.markHandled")}
                  </Button>
                </Form>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
