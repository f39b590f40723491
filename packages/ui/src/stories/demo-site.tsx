import { GraduationCap } from "lucide-react";
import type { Locale } from "@masar/domain/locale";
import type { FooterProps } from "../components/footer";
import type { HeaderProps } from "../components/header";

/**
 * Example app content for the Header and Footer stories only: the kit's components carry no brand or
 * routes, an app passes its own (Masar does so in apps/web/app/components/site/). Masar's texts are used
 * so the stories look like the product.
 */
const texts = {
  ar: {
    name: "مسار",
    logo: "مسار، الصفحة الرئيسية",
    nav: ["الرئيسية", "الدورات", "اشتراكاتي", "تقويم المهام"],
    footer: ["من نحن", "اتصل بنا", "الأسئلة الشائعة", "الخصوصية", "الشروط"],
    tagline: "مقررات جامعية يشرحها أساتذتك، بالعربية والإنجليزية.",
    copyright: "© ٢٠٢٥ مسار. جميع الحقوق محفوظة.",
  },
  en: {
    name: "Masar",
    logo: "Masar, home",
    nav: ["Home", "Courses", "My Learning", "Tasks Calendar"],
    footer: ["About", "Contact", "FAQs", "Privacy", "Terms"],
    tagline: "University courses explained by your professors, in Arabic and English.",
    copyright: "© 2025 Masar. All rights reserved.",
  },
} as const;

const NAV_HREFS = ["/", "/courses", "/my-learning", "/study-progress"];
const FOOTER_HREFS = ["/about", "/contact", "/faq", "/privacy", "/terms"];

type DemoHeader = Pick<HeaderProps, "brand" | "brandLabel" | "navItems" | "loginHref" | "signUpHref" | "searchHref">;

/** The example header content in `locale`, with the nav item for `pathname` highlighted. */
export function demoHeader(locale: Locale, pathname: string): DemoHeader {
  const x = texts[locale];
  return {
    brand: (
      <>
        <GraduationCap aria-hidden="true" />
        <span aria-hidden="true">{x.name}</span>
      </>
    ),
    brandLabel: x.logo,
    navItems: NAV_HREFS.map((href, i) => ({
      href,
      label: x.nav[i]!,
      current: href === "/" ? pathname === "/" : pathname.startsWith(href),
    })),
    loginHref: "/login",
    signUpHref: "/login?mode=signup",
    searchHref: "/search",
  };
}

/** The example footer content in `locale`. */
export function demoFooter(locale: Locale): Pick<FooterProps, "brand" | "tagline" | "links" | "copyright"> {
  const x = texts[locale];
  return {
    brand: (
      <>
        <GraduationCap aria-hidden="true" />
        {x.name}
      </>
    ),
    tagline: x.tagline,
    links: FOOTER_HREFS.map((href, i) => ({ href, label: x.footer[i]! })),
    copyright: x.copyright,
  };
}
