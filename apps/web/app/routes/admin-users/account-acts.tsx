// The admin's acts on one account (deactivate, reactivate, send a reset), each confirmed first, and the
// audit list of who did what to whom.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { Button } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { ConfirmAct, type ActValues } from "#app/components/confirm-act";

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
 * The account's state and the admin's acts on it. Deactivating and sending a reset are confirmed first:
 * the button opens the dialog saying what will happen, or, before the page's scripts run, the server
 * answers with that confirmation (components/confirm-act.tsx).
 */
export function AccountActs({ user, asked }: { user: AccountDetail; asked: ActValues | null }) {
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
          <ConfirmAct
            fields={{ intent: "deactivate", uid: user.uid }}
            trigger={t("users.deactivate")}
            title={t("users.deactivateTitle", { name: user.displayName })}
            describe={() => t("users.deactivateExplained", { name: user.displayName })}
            confirm={t("users.deactivateConfirm")}
            cancel={t("users.cancel")}
            destructive
            asked={asked?.intent === "deactivate" ? asked : null}
          />
        )}
        {user.hasPassword && !user.deactivatedAt ? (
          <ConfirmAct
            fields={{ intent: "sendReset", uid: user.uid }}
            trigger={t("users.sendReset")}
            title={t("users.sendResetTitle", { name: user.displayName })}
            describe={() => t("users.sendResetExplained", { email: user.email })}
            confirm={t("users.sendResetConfirm")}
            cancel={t("users.cancel")}
            asked={asked?.intent === "sendReset" ? asked : null}
          />
        ) : null}
      </div>
    </div>
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
