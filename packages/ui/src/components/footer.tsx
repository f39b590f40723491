import * as React from "react";
import { cn } from "../lib/utils";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";

/** A footer link, already in the current language. */
export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterProps extends Omit<React.HTMLAttributes<HTMLElement>, "children"> {
  /** The app's name and logo, shown at the top of the footer. */
  brand: React.ReactNode;
  /** A line under the brand saying what the app is. */
  tagline?: React.ReactNode;
  /** The footer navigation (About, Contact, legal pages, ...), in order. @defaultValue [] */
  links?: readonly FooterLink[];
  /** The copyright line at the very bottom, already in the current language (format its year with Intl). */
  copyright?: React.ReactNode;
}

/** A site footer: the brand and tagline, a row of links and a copyright line. Every text comes from the app. */
function Footer({ brand, tagline, links = [], copyright, className, ...props }: FooterProps) {
  const { t } = useLocale();
  return (
    <footer data-slot="footer" className={cn("border-t bg-muted/50", className)} {...props}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-2">
          <span
            data-slot="footer-brand"
            className="flex items-center gap-2 text-lg font-bold text-primary [&_svg]:size-6"
          >
            {brand}
          </span>
          {tagline ? <p className="text-sm text-muted-foreground">{tagline}</p> : null}
        </div>
        {links.length ? (
          <nav aria-label={t("footerLinks")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} className="text-muted-foreground hover:text-foreground hover:underline">
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {copyright ? (
        <p className="border-t py-4 text-center text-xs text-muted-foreground" data-slot="copyright">
          {copyright}
        </p>
      ) : null}
    </footer>
  );
}

export { Footer };
