import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";

/**
 * The quiet line under the header until a new account's address is proved: what is waiting, where
 * the link went, and a way to have it sent again (limited on the server).
 */
export function VerifyBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    // A landmark of its own between the header and the page (axe: all content in landmarks).
    <aside aria-label={t("pages.verifyEmail")} className="border-b bg-muted/50" data-testid="verify-banner">
      <Form
        method="post"
        action="/verify-email"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6"
      >
        <p>{t("verifyBanner.text", { email })}</p>
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <Button type="submit" variant="outline" size="sm">
          {t("verifyBanner.resend")}
        </Button>
      </Form>
    </aside>
  );
}
