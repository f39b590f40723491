import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Role } from "@masar/domain/user";

export type AuthMode = "login" | "signup";

/**
 * Sign in | Create account at the top of the page: on phones only the chosen card shows, so creating an
 * account is one tap from the header, not a scroll past the sign-in form. Plain links: no JS needed.
 */
export function ModeTabs({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hrefFor = (next: AuthMode) => {
    const search = new URLSearchParams(params);
    if (next === "signup") search.set("mode", "signup");
    else search.delete("mode");
    const query = search.toString();
    return query ? `?${query}` : "?";
  };
  const tab = (value: AuthMode, label: string) => (
    <Link
      to={hrefFor(value)}
      replace
      preventScrollReset
      aria-current={mode === value ? "page" : undefined}
      data-mode={value}
      className="rounded-md px-3 py-2 text-center text-sm font-medium text-muted-foreground aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("auth.modes")} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 md:hidden">
      {tab("login", t("kit:login"))}
      {tab("signup", t("kit:signUp"))}
    </nav>
  );
}

/** The demo accounts, listed only where the demo data exists (the loader decides). */
export function DemoAccounts({ accounts }: { accounts: { role: Role; email: string; password: string }[] }) {
  const { t } = useTranslation();
  return (
    <details className="mt-6 rounded-md bg-muted p-3 text-sm text-muted-foreground" data-slot="demo-accounts">
      <summary className="cursor-pointer font-bold text-foreground">{t("auth.demoTitle")}</summary>
      <p className="mt-2">{t("auth.demoText")}</p>
      <dl className="mt-2 grid gap-2">
        {accounts.map((account) => (
          <div key={account.email}>
            <dt className="font-medium text-foreground">{t(`profile.roles.${account.role}`)}</dt>
            <dd className="font-mono text-xs">
              <span dir="ltr">
                {account.email} · {account.password}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
