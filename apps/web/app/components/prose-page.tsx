import { useTranslation } from "react-i18next";
import { Page } from "./page";

/** A text page (privacy, terms) from numbered paragraphs in the messages: `${ns}.body.p1..pN`. */
export function ProsePage({ titleKey, ns, paragraphs }: { titleKey: string; ns: string; paragraphs: number }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)} lead={t(`${ns}.updated`)} width="narrow">
      <div className="flex flex-col gap-4 text-lg leading-relaxed">
        {Array.from({ length: paragraphs }, (_, i) => (
          <p key={i}>{t(`${ns}.body.p${i + 1}`)}</p>
        ))}
      </div>
    </Page>
  );
}
