import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { Input } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";
import type { AdminUserQuery } from "@masar/domain/admin";
import type { PaymentStatus } from "@masar/domain/payment";
import { localize, type LocalizedText } from "@masar/domain/locale";
import { ROLES, type Role } from "@masar/domain/user";
import { useEgp } from "../admin-dashboard/dashboard-figures";

type When = string | Date;

export function UserFilters({ query }: { query: AdminUserQuery }) {
  const { t } = useTranslation("admin");
  const { t: kit } = useLocale();
  return (
    <Form method="get" role="search" className="grid gap-3 rounded-lg border p-4 sm:grid-cols-3">
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="user-q" className="text-sm font-medium">
          {t("users.search")}
        </label>
        <Input id="user-q" type="search" name="q" defaultValue={query.q} maxLength={100} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="user-role" className="text-sm font-medium">
          {t("users.role")}
        </label>
        <Select id="user-role" name="role" defaultValue={query.role ?? ""}>
          <option value="">{t("users.anyRole")}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit">{kit("applyFilters")}</Button>
      </div>
    </Form>
  );
}

/** Each user with a role form (works without JS) and a link that opens their enrolments and payments. */
export function UserList({
  users,
}: {
  users: { uid: string; email: string; displayName: string; role: Role; createdAt: When }[];
}) {
  const { t } = useTranslation("admin");
  const { formatDate } = useLocale();
  const { search } = useLocation();
  const detailsHref = (uid: string) => {
    const params = new URLSearchParams(search);
    params.set("user", uid);
    return `?${params}`;
  };
  if (users.length === 0) return <p className="text-muted-foreground">{t("users.none")}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="admin-users">
      {users.map((user) => (
        <li
          key={user.uid}
          className="flex flex-wrap items-end justify-between gap-3 rounded-lg border p-4"
          data-testid="admin-user"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-bold">
              <bdi>{user.displayName}</bdi>
            </p>
            <p className="truncate text-sm text-muted-foreground" dir="ltr">
              {user.email}
            </p>
            <p className="text-sm text-muted-foreground">
              {t("users.joined", { date: formatDate(new Date(user.createdAt), { dateStyle: "medium" }) })}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Form method="post" className="flex items-end gap-2">
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="uid" value={user.uid} />
              <label htmlFor={`role-${user.uid}`} className="sr-only">
                {t("users.changeRole", { name: user.displayName })}
              </label>
              <Select id={`role-${user.uid}`} name="role" size="sm" defaultValue={user.role} data-testid="role-select">
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`role.${r}`)}
                  </option>
                ))}
              </Select>
              <Button type="submit" size="sm" variant="outline">
                {t("users.save")}
              </Button>
            </Form>
            <Link to={detailsHref(user.uid)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {t("users.details")}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

interface AuditItem {
  id: string;
  at: When;
  actorId: string;
  actorName: string;
  action: string;
  targetLabel: string;
  detail: string | null;
}

interface Detail {
  uid: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  deactivatedAt: When | null;
  deletionRequestedAt: When | null;
  hasPassword: boolean;
  audit: AuditItem[];
  enrollments: { courseId: string; title: LocalizedText; enrolledAt: When }[];
  payments: { id: string; title: LocalizedText; amountPiastres: number; status: PaymentStatus; createdAt: When }[];
}

export function UserDetail({ user }: { user: Detail }) {
  const { t } = useTranslation("admin");
  const { t: kit, locale, formatDate } = useLocale();
  const egp = useEgp();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("user");
  const date = (d: When) => formatDate(new Date(d), { dateStyle: "medium" });
  return (
    <section
      aria-labelledby="user-detail"
      className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-4"
      data-testid="user-detail"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="user-detail" className="text-lg font-bold">
          {t("users.detailsOf", { name: user.displayName })}
        </h2>
        <Link to={`?${params}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          {kit("close")}
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="font-bold">{t("dashboard.latestEnrollments")}</h3>
          {user.enrollments.length === 0 ? <p className="text-muted-foreground">{t("users.noEnrollments")}</p> : null}
          <ul className="flex flex-col gap-1 text-sm">
            {user.enrollments.map((e) => (
              <li key={e.courseId}>
                {localize(e.title, locale)} · {date(e.enrolledAt)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-bold">{t("dashboard.latestPayments")}</h3>
          {user.payments.length === 0 ? <p className="text-muted-foreground">{t("users.noPayments")}</p> : null}
          <ul className="flex flex-col gap-1 text-sm">
            {user.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2">
                {localize(p.title, locale)} · {egp(p.amountPiastres)}
                <Badge variant="outline">{t(`paymentStatus.${p.status}`)}</Badge>· {date(p.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <AccountActs user={user} />
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{t("audit.ofUser")}</h3>
        <AuditList entries={user.audit} />
      </div>
    </section>
  );
}

/**
 * The account's state and the admin's acts on it. Each act is confirmed first: the button opens a
 * panel saying what will happen (a disclosure, so it works before the page's script has loaded).
 */
function AccountActs({ user }: { user: Detail }) {
  const { t } = useTranslation("admin");
  const { formatDate } = useLocale();
  const date = (d: When) => formatDate(new Date(d), { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="flex flex-col gap-3 border-t pt-3" data-testid="account-acts">
      <h3 className="font-bold">{t("users.account")}</h3>
      <div className="flex flex-wrap gap-2">
        <Badge variant={user.emailVerified ? "outline" : "muted"}>
          {user.emailVerified ? t("users.verified") : t("users.unverified")}
        </Badge>
        {user.deactivatedAt ? (
          <Badge variant="destructive">{t("users.deactivatedOn", { date: date(user.deactivatedAt) })}</Badge>
        ) : null}
        {user.deletionRequestedAt ? (
          <Badge variant="muted">{t("users.deletionOn", { date: date(user.deletionRequestedAt) })}</Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {user.deactivatedAt ? (
          <Form method="post">
            <input type="hidden" name="intent" value="reactivate" />
            <input type="hidden" name="uid" value={user.uid} />
            <Button type="submit" size="sm" variant="outline">
              {t("users.reactivate")}
            </Button>
          </Form>
        ) : (
          <Confirm
            label={t("users.deactivate")}
            explanation={t("users.deactivateExplained", { name: user.displayName })}
            confirm={t("users.deactivateConfirm")}
            intent="deactivate"
            uid={user.uid}
            destructive
          />
        )}
        {user.hasPassword && !user.deactivatedAt ? (
          <Confirm
            label={t("users.sendReset")}
            explanation={t("users.sendResetExplained", { email: user.email })}
            confirm={t("users.sendResetConfirm")}
            intent="sendReset"
            uid={user.uid}
          />
        ) : null}
      </div>
    </div>
  );
}

function Confirm(props: {
  label: string;
  explanation: string;
  confirm: string;
  intent: string;
  uid: string;
  destructive?: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <details className="group rounded-md border open:w-full open:p-3 sm:open:w-auto">
      <summary
        className={buttonVariants({
          variant: props.destructive ? "destructive" : "outline",
          size: "sm",
          className: "cursor-pointer list-none group-open:mb-2",
        })}
      >
        {props.label}
      </summary>
      <Form method="post" className="flex max-w-md flex-col gap-2" role="group" aria-label={props.label}>
        <p className="text-sm">{props.explanation}</p>
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="uid" value={props.uid} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" variant={props.destructive ? "destructive" : "primary"}>
            {props.confirm}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={(e) => e.currentTarget.closest("details")?.removeAttribute("open")}
          >
            {t("users.cancel")}
          </Button>
        </div>
      </Form>
    </details>
  );
}

/** Who did what to whom, newest first. */
export function AuditList({ entries }: { entries: AuditItem[] }) {
  const { t } = useTranslation("admin");
  const { formatDate } = useLocale();
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t("audit.none")}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="audit-list">
      {entries.map((e) => (
        <li key={e.id}>
          <time dateTime={new Date(e.at).toISOString()}>
            {formatDate(new Date(e.at), { dateStyle: "medium", timeStyle: "short" })}
          </time>
          {" · "}
          {t(`audit.actions.${e.action}`, {
            actor: e.actorId === "system" ? t("audit.system") : e.actorName,
            target: e.targetLabel || t("audit.deletedAccount"),
          })}
          {e.detail ? (
            <>
              {" · "}
              <bdi>{e.detail}</bdi>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
