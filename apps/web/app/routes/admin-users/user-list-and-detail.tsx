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
import { ConfirmAct, type ActValues } from "#app/components/confirm-act";
import { useEgp } from "../admin-dashboard/dashboard-figures";
import { AccountActs, AuditList, type AccountDetail, type When } from "./account-acts";

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

/**
 * Each user with a role form, confirmed before the role changes (the confirmation works without JS), and
 * a link that opens their enrolments and payments.
 */
export function UserList({
  users,
  asked,
}: {
  users: { uid: string; email: string; displayName: string; role: Role; createdAt: When }[];
  /** The act the server asked the admin to confirm, if any. */
  asked: ActValues | null;
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
            <ConfirmAct
              className="flex items-end gap-2"
              fields={{ intent: "role", uid: user.uid }}
              before={
                <>
                  <label htmlFor={`role-${user.uid}`} className="sr-only">
                    {t("users.changeRole", { name: user.displayName })}
                  </label>
                  <Select
                    id={`role-${user.uid}`}
                    name="role"
                    size="sm"
                    defaultValue={user.role}
                    data-testid="role-select"
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t(`role.${r}`)}
                      </option>
                    ))}
                  </Select>
                </>
              }
              trigger={t("users.save")}
              title={t("users.roleTitle", { name: user.displayName })}
              describe={(values) => {
                const role = ROLES.find((r) => r === values.role) ?? user.role;
                return t("users.roleExplained", {
                  name: user.displayName,
                  role: t(`role.${role}`),
                  effect: t(`users.roleEffect.${role}`),
                });
              }}
              confirm={t("users.roleConfirm")}
              cancel={t("users.cancel")}
              asked={asked?.intent === "role" && asked.uid === user.uid ? asked : null}
            />
            <Link to={detailsHref(user.uid)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {t("users.details")}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The opened user: their account (account-acts.tsx), enrolments and payments. */
interface Detail extends AccountDetail {
  enrollments: { courseId: string; title: LocalizedText; enrolledAt: When }[];
  payments: { id: string; title: LocalizedText; amountPiastres: number; status: PaymentStatus; createdAt: When }[];
}

export function UserDetail({ user, asked }: { user: Detail; asked: ActValues | null }) {
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
      <AccountActs user={user} asked={asked?.uid === user.uid ? asked : null} />
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{t("audit.ofUser")}</h3>
        <AuditList entries={user.audit} />
      </div>
    </section>
  );
}
