// The frequently asked questions.
import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { Disclosure } from "@masar/ui/accordion";
import { Page } from "#app/components/page";
import { pageMeta } from "#app/utils/meta";
import { messagesLoader } from "#app/i18n/i18next.server";

export const loader = messagesLoader("site");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.footer.faqs", descriptionKey: "faq.metaDescription" });

const QUESTIONS = [1, 2, 3, 4, 5, 6] as const;

export default function Faq() {
  const { t } = useTranslation();
  return (
    <Page title={t("common:shell.footer.faqs")} lead={t("faq.lead")} width="narrow">
      {/* Native disclosures: the answers open without JavaScript too. */}
      <div className="rounded-lg border px-4">
        {QUESTIONS.map((n) => (
          <Disclosure key={n} summary={t(`faq.items.q${n}`)} headingLevel={2} className="last:border-b-0">
            {t(`faq.items.a${n}`)}
          </Disclosure>
        ))}
      </div>
    </Page>
  );
}
