import * as React from "react";
import { GraduationCap } from "lucide-react";
import { numberFormat } from "@masar/domain/format";
import { cn } from "../lib/utils";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";

/** The copyright year of spec section 9. */
export const COPYRIGHT_YEAR = 2025;

const FOOTER_LINKS = [
  { key: "about", href: "/about" },
  { key: "contact", href: "/contact" },
  { key: "faqs", href: "/faq" },
  { key: "privacy", href: "/privacy" },
  { key: "terms", href: "/terms" },
] as const;

/** The site footer: About, Contact, FAQs (and the legal pages) and the copyright line. */
function Footer({ className, ...props }: React.HTMLAttributes<HTMLElement>) {
  const { t, locale } = useLocale();
  const year = numberFormat(locale, { useGrouping: false }).format(COPYRIGHT_YEAR);
  return (
    <footer data-slot="footer" className={cn("border-t bg-muted/50", className)} {...props}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-2">
          <span className="flex items-center gap-2 text-lg font-bold text-primary">
            <GraduationCap className="size-6" aria-hidden="true" />
            {t("appName")}
          </span>
          <p className="text-sm text-muted-foreground">{t("footerTagline")}</p>
        </div>
        <nav aria-label={t("footerLinks")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <AppLink href={link.href} className="text-muted-foreground hover:text-foreground hover:underline">
                  {t(link.key)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground" data-slot="copyright">
        {t("copyright", { year })}
      </p>
    </footer>
  );
}

export { Footer };
