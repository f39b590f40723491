import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Footer } from "@masar/ui/footer";
import type { HeaderProps } from "@masar/ui/header";
import { useLocale } from "@masar/ui/locale-provider";
import { numberFormat } from "@masar/domain/format";
import {
  COPYRIGHT_YEAR,
  FOOTER_ITEMS,
  LOGIN_HREF,
  SEARCH_HREF,
  SIGN_UP_HREF,
  navItemsFor,
  navKeyForPath,
} from "./site-nav";
import type { Role } from "@masar/domain/user";

type SiteHeaderProps = Pick<
  HeaderProps,
  "brand" | "brandLabel" | "brandHref" | "navItems" | "pathname" | "loginHref" | "signUpHref" | "searchHref"
>;

function Brand({ size }: { size: "header" | "footer" }) {
  const { t } = useTranslation();
  return (
    <>
      <GraduationCap aria-hidden="true" />
      {/* In the header the link's aria-label names it; in the footer the name is read as text. */}
      <span aria-hidden={size === "header" ? true : undefined}>{t("shell.appName")}</span>
    </>
  );
}

/**
 * Masar's brand, routes and nav labels for the kit's Header, with the current section highlighted; a
 * teacher's and an admin's own section joins the links.
 */
export function useSiteHeaderProps(pathname: string, role: Role | null | undefined): SiteHeaderProps {
  const { t } = useTranslation();
  const current = navKeyForPath(pathname);
  return {
    brand: <Brand size="header" />,
    brandLabel: t("shell.logoLabel"),
    brandHref: "/",
    navItems: navItemsFor(role).map((item) => ({
      href: item.href,
      label: t(`shell.nav.${item.key}`),
      current: current === item.key,
    })),
    pathname,
    loginHref: LOGIN_HREF,
    signUpHref: SIGN_UP_HREF,
    searchHref: SEARCH_HREF,
  };
}

/** The kit's Footer with Masar's brand, tagline, pages and copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // The year without grouping ("2025", "٢٠٢٥"), in the page's digits.
  const year = numberFormat(locale, { useGrouping: false }).format(COPYRIGHT_YEAR);
  return (
    <Footer
      brand={<Brand size="footer" />}
      tagline={t("shell.tagline")}
      links={FOOTER_ITEMS.map((item) => ({ href: item.href, label: t(`shell.footer.${item.key}`) }))}
      copyright={t("shell.copyright", { year })}
    />
  );
}
