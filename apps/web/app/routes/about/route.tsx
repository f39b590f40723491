// The about page.
import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { Page } from "#app/components/page";
import { pageMeta } from "#app/utils/meta";
import { messagesLoader } from "#app/i18n/i18next.server";

export const loader = messagesLoader("site");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.footer.about", descriptionKey: "about.metaDescription" });

const SECTIONS = ["mission", "forStudents", "forTeachers", "values"] as const;

export default function About() {
  const { t } = useTranslation();
  return (
    <Page title={t("common:shell.footer.about")} lead={t("about.lead")} width="narrow">
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`about-${key}`} className="flex flex-col gap-2">
          <h2 id={`about-${key}`} className="text-xl font-bold">
            {t(`about.${key}Title`)}
          </h2>
          <p className="text-lg leading-relaxed text-muted-foreground">{t(`about.${key}`)}</p>
        </section>
      ))}
    </Page>
  );
}
