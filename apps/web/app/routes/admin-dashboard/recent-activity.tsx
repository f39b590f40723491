import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { Button } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { localize, type LocalizedText } from "@masar/domain/locale";
import type { ContactMessage } from "@masar/domain/contact";
import type { PaymentStatus } from "@masar/domain/payment";
import { PAYMENT_TONE } from "#app/components/payments/payment-facts";
import { useEgp } from "./dashboard-figures";
import type { LatestEnrollment } from "#app/data/admin-ports";

type Dated<T> = Omit<T, "enrolledAt" | "createdAt"> & { enrolledAt?: string | Date; createdAt?: string | Date };

const DATE = { dateStyle: "medium" } as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3" data-testid={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const th = "px-3 py-2 text-start font-medium text-muted-foreground";
const td = "px-3 py-2 align-top";

/** A latest-items table: its column headings, or the empty text when there is nothing yet. */
function ListTable({
  headings,
  empty,
  children,
}: {
  headings: string[];
  empty: string | null;
  children: React.ReactNode;
}) {
  if (empty !== null) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={th}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function LatestEnrollments({ items }: { items: Dated<LatestEnrollment>[] }) {
  const { t } = useTranslation("admin");
  const { locale, formatDate } = useLocale();
  return (
    <Section id="latest-enrollments" title={t("dashboard.latestEnrollments")}>
      <ListTable
        headings={[t("dashboard.student"), t("dashboard.course"), t("dashboard.date")]}
        empty={items.length === 0 ? t("dashboard.noEnrollments") : null}
      >
        {items.map((e) => (
          <tr key={`${e.userId}-${e.courseId}`} className="border-t">
            <td className={td}>
              <bdi>{e.displayName}</bdi>
            </td>
            <td className={td}>
              <Link to={`/course/${encodeURIComponent(e.courseId)}`} className="hover:underline">
                {localize(e.courseTitle, locale)}
              </Link>
            </td>
            <td className={`${td} whitespace-nowrap`}>{formatDate(new Date(e.enrolledAt!), DATE)}</td>
          </tr>
        ))}
      </ListTable>
    </Section>
  );
}

/**
 * The latest payments as rows, not a table: five columns did not fit a phone (the table scrolled
 * sideways at 390 px). Like the transfer queue's cards, the course and who paid when sit at the start,
 * the amount and its status at the end; side by side from `sm`, stacked below it.
 */
export function LatestPayments({
  items,
}: {
  items: Dated<{
    id: string;
    displayName: string;
    courseTitle: LocalizedText;
    amountPiastres: number;
    status: PaymentStatus;
    createdAt: Date;
  }>[];
}) {
  const { t } = useTranslation("admin");
  const { locale, formatDate } = useLocale();
  const egp = useEgp();
  return (
    <Section id="latest-payments" title={t("dashboard.latestPayments")}>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t("dashboard.noPayments")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border text-sm">
          {items.map((p) => (
            <li key={p.id} className="flex items-start justify-between gap-3 px-3 py-2" data-testid="latest-payment">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium" dir="auto">
                  {localize(p.courseTitle, locale)}
                </span>
                <span className="text-muted-foreground">
                  <bdi>{p.displayName}</bdi> · {formatDate(new Date(p.createdAt!), DATE)}
                </span>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className="whitespace-nowrap font-bold tabular-nums">{egp(p.amountPiastres)}</span>
                <Badge variant={PAYMENT_TONE[p.status]}>{t(`paymentStatus.${p.status}`)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The newest contact messages still waiting (how many wait in all, and the way to the inbox that has
 * them all), each with a form that marks it handled (works without JS).
 */
export function Messages({ items, waiting }: { items: Dated<ContactMessage>[]; waiting: number | null }) {
  const { t } = useTranslation("admin");
  const { formatDate } = useLocale();
  return (
    <Section id="contact-messages" title={t("dashboard.messages")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {waiting !== null ? (
          <p className="text-sm text-muted-foreground" data-testid="messages-waiting">
            {t("dashboard.messagesWaiting", { count: waiting })}
          </p>
        ) : null}
        {/* The dashboard shows the newest few; the inbox has them all, paged and searchable. */}
        <Link
          to="/admin-messages"
          className="text-sm font-medium text-primary hover:underline"
          data-testid="inbox-link"
        >
          {t("inbox.seeAll")}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t("dashboard.noMessages")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 rounded-lg border p-4" data-testid="contact-message">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-bold" dir="auto">
                  {m.subject}
                </h3>
                <span className="text-sm text-muted-foreground">{formatDate(new Date(m.createdAt!), DATE)}</span>
              </div>
              <p className="text-sm text-muted-foreground">
                <bdi>{m.name}</bdi> · <span dir="ltr">{m.email}</span>
              </p>
              <p className="whitespace-pre-line" dir="auto">
                {m.message}
              </p>
              <Form method="post" className="self-end">
                <input type="hidden" name="intent" value="markHandled" />
                <input type="hidden" name="id" value={m.id} />
                <Button type="submit" size="sm" variant="outline">
                  {t("dashboard.markHandled")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
