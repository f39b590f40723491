// The admin's acts on one account (deactivate, reactivate, send a reset), each confirmed first, and the
// audit list of who did what to whom.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";

export type When = string | Date;

interface AuditItem {
  id: string;
  at: When;
  actorId: string;
  actorName: string;
  action: string;
  targetLabel: string;
  detail: string | null;
}

/** An account as the admin sees it. */
export interface AccountDetail {
  uid: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  deactivatedAt: When | null;
  deletionRequestedAt: When | null;
  hasPassword: boolean;
  audit: AuditItem[];
}

/**
 * The account's state and the admin's acts on it. Each act is confirmed first: the button opens a
 * panel saying what will happen (a disclosure, so it works before the page's script has loaded).
 */
export function AccountActs({ user }: { user: AccountDetail }) {
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
